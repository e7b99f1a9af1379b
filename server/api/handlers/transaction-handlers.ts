import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberRow } from '../../account/member-repository';
import type { operations } from '@openapi/programme-api';
import type { TransactionService } from '../../transactions/transaction-service';
import type { EraserService } from '../../transactions/eraser-service';
import type { PointsStatementInput, PointsStatementService } from '../../statement/points-statement-service';
import { memberOf } from '../operation-access';
import { localeOf, sendIdempotent, type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface TransactionHandlerServices {
  transactions: TransactionService;
  eraser: EraserService;
  pointsStatements: PointsStatementService;
}

/** The caller and what a points statement operation asks for: the card, the month and the language (the same three for the page and its files). */
function statementRequest(request: FastifyRequest): { member: MemberRow; input: PointsStatementInput } {
  const member = memberOf(request);
  const { id } = request.params as Path<'getPointsStatement'>;
  const query = request.query as Query<'getPointsStatement'>;
  return { member, input: { accountId: id, month: query.month, locale: localeOf(query, member) } };
}

/** A statement file is the member's own data: never kept by a cache, named for the card and the month. */
function attachment(reply: FastifyReply, fileName: string, type: string): FastifyReply {
  return reply.header('Content-Disposition', `attachment; filename="${fileName}"`).header('Cache-Control', 'no-store').type(type);
}

/** The card's transactions, their download and the annual-fee eraser (spec §8, §9). Access is each operation's `x-access`, enforced before these run. */
export function transactionHandlers({ transactions, eraser, pointsStatements }: TransactionHandlerServices) {
  return {
    async listAccountTransactions(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'listAccountTransactions'>;
      const query = request.query as Query<'listAccountTransactions'>;
      return transactions.page(member, {
        accountId: id,
        dateFilter: query.date_filter ?? 'all',
        annualFeesOnly: query.is_purchase_eraser === true,
        page: query.page ?? 1,
        ...(query.per_page !== undefined ? { perPage: query.per_page } : {}),
        locale: localeOf(query, member),
      });
    },
    async downloadAccountTransactions(request, reply) {
      const member = memberOf(request);
      const { id } = request.params as Path<'downloadAccountTransactions'>;
      const body = request.body as JsonBody<'downloadAccountTransactions'>;
      const file = await transactions.download(member, {
        accountId: id,
        dateFilter: body.date_filter ?? 'all',
        annualFeesOnly: body.is_purchase_eraser === true,
        locale: localeOf(undefined, member, body.locale),
      });
      return reply
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(file.csv);
    },
    async getPointsStatement(request) {
      const { member, input } = statementRequest(request);
      return { data: await pointsStatements.statement(member, input) };
    },
    async downloadPointsStatementCsv(request, reply) {
      const { member, input } = statementRequest(request);
      const file = await pointsStatements.csv(member, input);
      return attachment(reply, file.fileName, 'text/csv; charset=utf-8').send(file.csv);
    },
    async downloadPointsStatementPdf(request, reply) {
      const { member, input } = statementRequest(request);
      const file = await pointsStatements.pdf(member, input);
      return attachment(reply, file.fileName, 'application/pdf').send(file.pdf);
    },
    async checkoutPurchaseEraser(request, reply) {
      const body = request.body as JsonBody<'checkoutPurchaseEraser'>;
      return sendIdempotent(request, reply, 'body', ({ member, session }, call) =>
        eraser.checkout(member, session, { accountId: body.account_id, feeId: body.card_transaction_id, ...call }),
      );
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
