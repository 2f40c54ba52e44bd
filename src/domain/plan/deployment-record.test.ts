import { describe, expect, it } from 'vitest';
import { deploymentSummary } from './deployment-record';
import { planOf, sampleLine, sampleText, table } from './fixtures';

describe('deployment record', () => {
  it('counts tables and lists areas, table data and structures', () => {
    const plan = planOf({
      unten: [table(1, { capacity: 6 }), sampleText],
      oben: [table(11, { capacity: 4 }), sampleLine],
    });
    expect(deploymentSummary(plan)).toEqual({
      tableCount: 2,
      areas: ['unten', 'oben'],
      tableData: [
        { id: 1, capacity: 6, area: 'unten' },
        { id: 11, capacity: 4, area: 'oben' },
      ],
      structures: [
        { area: 'unten', type: 'text', id: 'text-1' },
        { area: 'oben', type: 'line', id: 'line-1' },
      ],
    });
  });
});
