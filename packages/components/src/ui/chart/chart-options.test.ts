import type uPlot from 'uplot';
import { expect } from '../../../test/helpers';
import { countAxis } from './chart-options';

type Ticks = (u: uPlot | null, ticks: number[]) => string[];

describe('countAxis', () => {
  it("writes the ticks in the area's language, not the browser's (issue 30: Arabic-Indic digits on the axes only)", () => {
    // uPlot's default formats with navigator.language; this browser speaks en-US, which groups with ",".
    expect((countAxis(() => 'de').values as Ticks)(null, [0, 1500, 250_000])).to.deep.equal([
      '0',
      '1.500',
      '250.000',
    ]);
    const ar = (countAxis(() => 'ar').values as Ticks)(null, [0, 1500]);
    expect(ar).to.deep.equal([0, 1500].map((n) => new Intl.NumberFormat('ar').format(n)));
    // One digit system: Arabic writes Western digits everywhere in the dashboard, the axes included.
    expect(ar.join(' ')).to.match(/^[0-9., ]+$/);
  });

  it('follows a language change without rebuilding the chart', () => {
    let language = 'en';
    const values = countAxis(() => language).values as Ticks;
    expect(values(null, [2000])).to.deep.equal(['2,000']);
    language = 'de';
    expect(values(null, [2000])).to.deep.equal(['2.000']);
  });
});
