import type { CsvColumn } from './csv-columns';
import { parsePayCells, parseRemoteRegions, parseSalaryText } from './csv-pay';

/** Parses a row given as column → cell; answers what it read and the problems. */
function read(cells: Partial<Record<CsvColumn, string>>) {
  const problems: string[] = [];
  const result = parsePayCells((column) => cells[column], problems);
  return { ...result, problems };
}

describe('CSV pay and workplace cells', () => {
  it.each([
    ['$60,000 - $75,000 per year', 60000, 75000, 'USD', 'year'],
    ['$60K–$75K a year', 60000, 75000, 'USD', 'year'],
    ['60000-75000 USD/yr', 60000, 75000, 'USD', 'year'],
    ['$25/hour', 25, 25, 'USD', 'hour'],
    ['$25.50 to $30 an hour', 25.5, 30, 'USD', 'hour'],
    ['€4,000 – €5,000 monthly', 4000, 5000, 'EUR', 'month'],
    ['CAD 900 per week', 900, 900, 'CAD', 'week'],
    ['Up to $80,000 annually', null, 80000, 'USD', 'year'],
    ['From $50,000 a year', 50000, null, 'USD', 'year'],
    ['$90k+', 90000, null, 'USD', undefined],
  ])('reads the salary text %j', (text, min, max, currency, unit) => {
    expect(parseSalaryText(text)).toEqual({
      salaryMin: min,
      salaryMax: max,
      salaryCurrency: currency,
      ...(unit ? { salaryUnit: unit } : {}),
    });
  });

  it('takes a salary text, USD by default, a year for amounts that can only be yearly', () => {
    expect(read({ salary: '60,000 - 75,000' }).pay).toEqual({
      salaryMin: 60000,
      salaryMax: 75000,
      salaryCurrency: 'USD',
      salaryUnit: 'year',
    });
  });

  it('lets the separate columns win over the text, and accepts labels', () => {
    const row = read({
      salary: '$60,000 - $75,000 per year',
      salary_max: '$80K',
      salary_currency: 'usd',
      salary_unit: 'Annually',
      workplace_type: 'Work from home',
      remote_regions: 'Texas; OK',
    });
    expect(row).toEqual({
      pay: { salaryMin: 60000, salaryMax: 80000, salaryCurrency: 'USD', salaryUnit: 'year' },
      workplaceType: 'remote',
      remoteRegions: 'OK,TX',
      problems: [],
    });
  });

  it('defaults a remote job to the whole US and says nothing when the row says nothing', () => {
    expect(read({ workplace_type: 'remote' }).remoteRegions).toBe('US');
    expect(read({ workplace_type: 'Hybrid' }).workplaceType).toBe('hybrid');
    expect(read({ workplace_type: 'On site' }).workplaceType).toBe('on-site');
    expect(read({})).toEqual({ problems: [] });
  });

  it.each<[Partial<Record<CsvColumn, string>>, RegExp]>([
    [{ salary: 'competitive' }, /salary "competitive" is not a pay range/],
    [{ salary: '$1 - $2 - $3' }, /is not a pay range/],
    [{ salary_min: 'lots' }, /salary_min "lots" is not an amount/],
    [{ salary_min: '0' }, /must be above 0/],
    [{ salary_min: '999999999999' }, /at most 100000000/],
    [{ salary_min: '80000', salary_max: '60000' }, /salary_max is below salary_min/],
    [{ salary: '$25 - $30' }, /salary_unit is required/],
    [{ salary_min: '60000', salary_unit: 'fortnight' }, /salary_unit "fortnight" is not one of/],
    [{ salary_min: '60000', salary_currency: 'dollars' }, /salary_currency "dollars" is not/],
    [{ salary_min: '60000', salary_currency: 'XYZ' }, /salary_currency "XYZ" is not/],
    [{ salary_unit: 'year' }, /need an amount/],
    [{ workplace_type: 'sometimes' }, /workplace_type "sometimes" is not one of/],
    [{ remote_regions: 'US' }, /remote_regions is only for remote jobs/],
    [{ workplace_type: 'remote', remote_regions: 'Canada' }, /"Canada" is not the US or a US/],
  ])('reports %j as a row problem', (cells, problem) => {
    const row = read(cells);
    expect(row.pay).toBeUndefined();
    expect(row.problems.join('; ')).toMatch(problem);
  });

  it('reads the whole country however it is written', () => {
    for (const text of ['US', 'USA', 'United States', 'Nationwide', 'TX, US']) {
      expect(parseRemoteRegions(text)).toBe('US');
    }
    expect(parseRemoteRegions('US-CA and Oregon')).toBe('CA,OR');
  });
});
