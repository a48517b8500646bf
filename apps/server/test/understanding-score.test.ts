import { describe, expect, it } from 'vitest';
import {
  alignPositions,
  containsEither,
  type ExpectedPosition,
  scoreKeywords,
  scoreList,
  scorePositions,
} from '../bench/understanding/score';

/** The scoring the understanding bench prints (bench/understanding/score.ts), on tiny inputs. */

const position = (title: string, employer: string | null, extra: Partial<ExpectedPosition> = {}) => ({
  title,
  employer,
  unit: null,
  start: null,
  end: null,
  current: false,
  ...extra,
});

describe('alignPositions', () => {
  it('pairs equal titles first (case, spaces and punctuation aside), then the rest by order', () => {
    const expected = [
      position('Staff Nurse', 'A'),
      position('Charge Nurse', 'B'),
      position('Nurse Extern', 'C'),
    ];
    const predicted = [
      position('Nurse  Extern.', 'C'),
      position('staff nurse', 'A'),
      position('Other', null),
    ];
    const { pairs, unalignedExpected, unalignedPredicted } = alignPositions(expected, predicted);
    // 'Staff Nurse' <-> 'staff nurse', 'Nurse Extern' <-> 'Nurse  Extern.', then 'Charge Nurse' <-> 'Other'.
    expect(pairs).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ]);
    expect(unalignedExpected).toEqual([]);
    expect(unalignedPredicted).toEqual([]);
  });

  it('leaves extra predicted positions unaligned', () => {
    const { pairs, unalignedPredicted } = alignPositions(
      [position('Teacher', 'X')],
      [position('Teacher', 'X'), position('Tutor', 'Y')],
    );
    expect(pairs).toEqual([[0, 0]]);
    expect(unalignedPredicted).toEqual([1]);
  });
});

describe('scorePositions', () => {
  it('counts employers: non-null predictions for precision, non-null expectations for recall', () => {
    const expected = [
      position('Staff Nurse', 'Riverside General Hospital'),
      position('Nurse Aide', null),
      position('Extern', 'St. Brendan’s Hospital'),
    ];
    const predicted = [
      position('Staff Nurse', 'Riverside General Hospital'), // right
      position('Nurse Aide', 'Cardiac ICU'), // predicted where none is expected: precision error
      position('Extern', null), // missed: recall error only
      position('Volunteer', 'Food Bank'), // no expected partner: title and employer precision errors
    ];
    const score = scorePositions(expected, predicted);
    expect(score.employer).toEqual({ right: 1, predicted: 3, found: 1, expected: 2 });
    expect(score['position title']).toEqual({ right: 3, predicted: 4, found: 3, expected: 3 });
  });

  it('compares employers and titles without case or punctuation', () => {
    const score = scorePositions(
      [position('Team Lead, Outbound', 'St. Brendan’s Hospital')],
      [position('team lead outbound', "St Brendan's Hospital")],
    );
    expect(score.employer).toEqual({ right: 1, predicted: 1, found: 1, expected: 1 });
    expect(score['position title'].right).toBe(1);
  });

  it('scores dates as start-end pairs and current as a positive class', () => {
    const score = scorePositions(
      [
        position('A', null, { start: 'Mar 2019', end: 'Present', current: true }),
        position('B', null, { start: '2016', end: '2019' }),
      ],
      [
        position('A', null, { start: 'Mar 2019', end: 'Present', current: true }),
        position('B', null, { start: '2016', end: null }),
      ],
    );
    expect(score.dates).toEqual({ right: 1, predicted: 2, found: 1, expected: 2 });
    expect(score.current).toEqual({ right: 1, predicted: 1, found: 1, expected: 1 });
  });
});

describe('certification matching', () => {
  it('matches one-to-one when one name contains the other as whole words', () => {
    expect(containsEither('BLS', 'BLS (American Heart Association)')).toBe(true);
    expect(containsEither('CPA (Ohio)', 'CPA')).toBe(true);
    expect(containsEither('R', 'Ruby')).toBe(false);
    const { tally, missed } = scoreList(['BLS', 'ACLS', 'PALS'], ['BLS', 'ACLS, AHA', 'BLS'], containsEither);
    expect(tally).toEqual({ right: 2, predicted: 3, found: 2, expected: 3 });
    expect(missed).toEqual(['PALS']);
  });
});

describe('scoreKeywords', () => {
  const expected = {
    keywords: ['Epic', 'wound care', 'SQL'],
    acceptableKeywords: ['EHR', 'telemetry'],
    notKeywords: ['Riverside', 'exciting'],
  };

  it('counts acceptable keywords as right for precision but not toward recall', () => {
    const score = scoreKeywords(expected, ['epic', 'EHR', 'Wound Care', 'Riverside', 'teamwork']);
    // Right: epic, EHR, Wound Care (3 of 5). Found: Epic, wound care (2 of 3).
    expect(score.tally).toEqual({ right: 3, predicted: 5, found: 2, expected: 3 });
    expect(score.notKeywords).toEqual(['Riverside']);
    expect(score.outside).toEqual(['Riverside', 'teamwork']);
    expect(score.missed).toEqual(['SQL']);
  });

  it('takes a thin posting with no keywords and only acceptable ones', () => {
    const score = scoreKeywords({ keywords: [], acceptableKeywords: ['nurse'], notKeywords: [] }, ['Nurse']);
    expect(score.tally).toEqual({ right: 1, predicted: 1, found: 0, expected: 0 });
  });

  it('counts the same keyword in another number, or inside a longer one, and a required licence, as right', () => {
    const score = scoreKeywords(
      {
        keywords: ['controlled substance', 'OSHA 10 card'],
        acceptableKeywords: ['Ruby'],
        notKeywords: [],
        licences: ['PTCB'],
      },
      ['controlled substances', 'OSHA', 'PTCB', 'R'],
    );
    // 'R' is not inside 'Ruby': only whole words count.
    expect(score.outside).toEqual(['R']);
    expect(score.tally).toEqual({ right: 3, predicted: 4, found: 2, expected: 2 });
  });
});
