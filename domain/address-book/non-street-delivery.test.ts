import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonStreetDeliveryOf } from './non-street-delivery.ts';

// Every form a member may type, English and French, abbreviated or not, with or without punctuation.
const PO_BOXES = [
  'PO Box 123',
  'P.O. Box 123',
  'P. O. Box 123',
  'P O Box 123',
  'POBox 123',
  'P.O.Box#123',
  'PO. Box 7',
  'po box',
  'PO BOX',
  'P.O.B. 12',
  'POB 12',
  'Post Office Box 9',
  'post office box',
  'Post Box 4',
  'post box',
  'Box 44',
  'Box #44',
  'Box No. 44',
  'box44',
  'Unit 4, Box 12',
  'Station A, PO Box 5',
  'C.P. 1234',
  'C. P. 1234',
  'C.P.1234',
  'CP 12',
  'cp12',
  'C P 12',
  'C.P. n° 8',
  'Case postale 8',
  'case postale',
  'CASE POSTALE 8',
  'Casier postal 3',
  'Casier 3',
  'B.P. 45',
  'BP 45',
  'Boîte postale 45',
  'boite postale',
  'Boîte 45',
  'General Delivery',
  'GENERAL DELIVERY',
  'Gen. Delivery',
  'GD Stn A',
  'GD Succ Centre-Ville',
  'Poste restante',
  'Poste Restante, Succ. Place d’Armes',
  'Post restante',
] as const;

const RURAL_ROUTES = [
  'RR 2',
  'R.R. 2',
  'R.R. #3',
  'rr#1',
  'RR2',
  'R R 2',
  'RR # 2',
  'RR No. 4',
  'R.R. n° 4',
  'Rural Route 4',
  'rural route',
  'Rural Rte 4',
  'RURAL ROUTE 4',
  'Route rurale 1',
  'route  rurale',
  'Rte rurale 1',
  'SS 3',
  'S.S. 3',
  'Suburban Service 3',
  '1200 Concession 5, RR 1',
] as const;

// Streets whose names start like a box or a route: none of them is one.
const STREETS = [
  '100 King Street West',
  '12 Boxwood Crescent',
  '5 Boxer Road',
  '8 Box Elder Lane',
  '22 Cpl. Street',
  '1 C.P.R. Station Road',
  '30 CP Rail Way',
  '4 Capstan Way',
  '7 Parr Road',
  '19 Derry Road East',
  '100 Rural Avenue',
  'Route 138',
  '3 Route de la Rivière',
  '6 rue du Cap',
  '14 BPX Drive',
  '9 Bpm Lane',
  '12 Post Office Square',
  '2 Depot Boxes Lane',
  '77 Bass Street',
  '15 Moss Street',
  '20 Boss Road',
  '5 General Avenue',
  '42 Restante Street',
  'Unit 4',
  '5 rue Champlain',
  'Suite 400',
  '',
] as const;

describe('a post-office box or a rural route in an address line (spec §5)', () => {
  it.each(PO_BOXES)('"%s" is a post-office box', (line) => {
    expect(nonStreetDeliveryOf(line)).toBe('po_box');
  });

  it.each(RURAL_ROUTES)('"%s" is a rural route', (line) => {
    expect(nonStreetDeliveryOf(line)).toBe('rural_route');
  });

  it.each(STREETS)('"%s" is a street line', (line) => {
    expect(nonStreetDeliveryOf(line)).toBeNull();
  });

  it('reads a box before a route when a line names both', () => {
    expect(nonStreetDeliveryOf('RR 2, PO Box 5')).toBe('po_box');
    expect(nonStreetDeliveryOf('C.P. 5, Route rurale 2')).toBe('po_box');
  });

  it('finds a box or a route whatever surrounds it, whatever its case and punctuation', () => {
    const forms = fc.constantFrom(...PO_BOXES.map((line) => [line, 'po_box'] as const), ...RURAL_ROUTES.map((line) => [line, 'rural_route'] as const));
    const street = fc.constantFrom('', '100 King Street West, ', 'Unit 4 - ');
    const casing = fc.constantFrom((text: string) => text, (text: string) => text.toUpperCase(), (text: string) => text.toLowerCase());
    fc.assert(
      fc.property(forms, street, casing, ([line, kind], before, cased) => {
        expect(nonStreetDeliveryOf(cased(`${before}${line}`))).toBe(kind);
      }),
    );
  });

  it('never takes a street number or a unit for a box', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.constantFrom('King Street', 'Boxwood Avenue', 'rue Saint-Denis', 'Route 132'), (number, street) => {
        expect(nonStreetDeliveryOf(`${number} ${street}`)).toBeNull();
        expect(nonStreetDeliveryOf(`Unit ${number}, ${number} ${street}`)).toBeNull();
      }),
    );
  });
});
