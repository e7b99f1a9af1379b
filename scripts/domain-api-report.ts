/**
 * The domain package's public API, reviewed rather than accidental (issue 25 part 1): API Extractor reads the
 * package's own declarations and writes one report per capability of its `exports` map to
 * `domain/api-report/<capability>.api.md`, which is committed.
 *
 * `npm run check:domain-api` (part of `npm test`) fails when what the package exports differs from the committed
 * reports; `npm run api:domain` writes them anew after a deliberate change, so the change shows in review as a diff
 * of signatures (and a semver decision for domain/CHANGELOG.md).
 *
 * API Extractor reads one entry point per run; each capability is a subpath pattern of many modules, so each gets a
 * generated entry that re-exports its modules, and all runs share one TypeScript program (`CompilerState`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage } from '@microsoft/api-extractor';
import domainPackage from '../domain/package.json' with { type: 'json' };

const root = resolve(import.meta.dirname, '..');
const domainFolder = join(root, 'domain');
const reportFolder = join(domainFolder, 'api-report');
const writeReports = process.argv.includes('--write');

/** API Extractor's notes on the report file itself, which this script turns into its own verdict. */
const REPORT_STATUS_MESSAGES = new Set<string>(['console-api-report-changed', 'console-api-report-created', 'console-api-report-copied', 'console-api-report-unchanged', 'console-api-report-not-copied']);

/** The capabilities the package exports: `./points/*` names `points`. */
const CAPABILITIES = Object.keys(domainPackage.exports)
  .map((subpath) => /^\.\/([^/*]+)\/\*$/.exec(subpath)?.[1])
  .filter((name): name is string => name !== undefined);

function buildDeclarations(outDir: string): void {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', join(domainFolder, 'tsconfig.build.json'), '--emitDeclarationOnly', '--outDir', outDir], {
    stdio: 'inherit',
  });
}

function writeEntry(work: string, capability: string): string {
  const modules = readdirSync(join(work, 'dist', capability))
    .filter((file) => file.endsWith('.d.ts'))
    .sort();
  const entry = join(work, 'entries', `${capability}.d.ts`);
  writeFileSync(entry, modules.map((file) => `export * from '../dist/${capability}/${file.replace(/\.d\.ts$/, '.js')}';\n`).join(''));
  return entry;
}

function configFor(work: string, capability: string, entries: readonly string[]): ExtractorConfig {
  return ExtractorConfig.prepare({
    configObjectFullPath: join(work, 'api-extractor.json'),
    packageJsonFullPath: join(domainFolder, 'package.json'),
    configObject: {
      projectFolder: work,
      mainEntryPointFilePath: join(work, 'entries', `${capability}.d.ts`),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2022'],
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            types: [],
            strict: true,
            skipLibCheck: true,
          },
          files: [...entries, join(domainFolder, 'build', 'web-platform-globals.d.ts')],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: capability,
        reportFolder,
        reportTempFolder: join(work, 'report-temp'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Error },
          // The package marks no release stages (everything exported is public, versioned by semver).
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
          // A type another capability exports (a cart line's product) is public through that capability.
          'ae-forgotten-export': { logLevel: ExtractorLogLevel.None },
          // A comment may link to a rule of another capability, which a one-capability run cannot see.
          'ae-unresolved-link': { logLevel: ExtractorLogLevel.None },
          // Field names that say what they hold are not documented one by one.
          'ae-undocumented': { logLevel: ExtractorLogLevel.None },
        },
        // The comments are written for readers, in TypeScript's JSDoc dialect, not checked as TSDoc.
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      },
    },
  });
}

function main(): void {
  const work = mkdtempSync(join(tmpdir(), 'domain-api-'));
  try {
    buildDeclarations(join(work, 'dist'));
    mkdirSync(join(work, 'entries'));
    const entries = CAPABILITIES.map((capability) => writeEntry(work, capability));
    const configs = CAPABILITIES.map((capability) => configFor(work, capability, entries));
    const [first] = configs;
    if (first === undefined) throw new Error('domain/package.json exports no capability');
    const compilerState = CompilerState.create(first, { additionalEntryPoints: entries });

    const changed: string[] = [];
    const problems: string[] = [];
    configs.forEach((config, index) => {
      const capability = CAPABILITIES[index];
      const result = Extractor.invoke(config, {
        localBuild: writeReports,
        compilerState,
        messageCallback: (message: ExtractorMessage) => {
          if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) {
            // Whether a report differs is this script's own verdict, below.
            if (!REPORT_STATUS_MESSAGES.has(message.messageId)) problems.push(`${capability}: ${message.formatMessageWithLocation(root)}`);
          }
          message.handled = true;
        },
      });
      if (result.apiReportChanged) changed.push(capability ?? '?');
    });

    if (problems.length > 0) {
      console.error(`The domain package's declarations have problems:\n${problems.join('\n')}`);
      process.exitCode = 1;
    }
    if (changed.length > 0 && !writeReports) {
      console.error(
        `The domain package's public API changed in: ${changed.join(', ')}.\n` +
          'If that is intended, run `npm run api:domain`, commit domain/api-report/, and say in domain/CHANGELOG.md ' +
          'what changed and which version it needs (semver).',
      );
      process.exitCode = 1;
    } else {
      console.log(
        `Domain API: ${CAPABILITIES.length} capabilities, ${writeReports ? `${changed.length} report(s) written` : 'every report matches'}.`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
