import { EMPTY_MAPPING } from './job-source.entity';
import {
  contentHash,
  descriptionText,
  emptyUnmapped,
  mapPosting,
  normalised,
} from './posting-mapping';
import { decodeEntities } from './providers/html-entities';
import { retryAfterMs } from './providers/polite-http';
import type { SourcePosting } from './providers/source-posting';

const posting = (extra: Partial<SourcePosting> = {}): SourcePosting => ({
  externalId: '1',
  title: 'Pro Scout',
  location: 'Frisco, TX',
  descriptionHtml: null,
  applyUrl: 'https://boards.greenhouse.io/x/jobs/1',
  postedAt: new Date('2026-11-20T00:00:00Z'),
  updatedAt: null,
  department: null,
  employmentType: null,
  level: null,
  pay: null,
  ...extra,
});

describe('posting mapping', () => {
  it('decodes one level of entities', () => {
    expect(decodeEntities('&lt;p&gt;A &amp;amp; B&#39;s &#x263A;&lt;/p&gt;')).toBe(
      "<p>A &amp; B's ☺</p>",
    );
  });

  it('turns sanitised HTML into plain text with line breaks and bullets', () => {
    const html = '<p>Lead &amp; build.</p><ul><li>Python</li><li>SQL</li></ul><script>x()</script>';
    expect(descriptionText(html)).toBe('Lead & build.\n• Python\n• SQL');
    expect(descriptionText('<p> </p>')).toBeNull();
  });

  it('maps through the admin mapping, else reads the value, else lists it and infers', () => {
    const unmapped = emptyUnmapped();
    const mapping = { ...EMPTY_MAPPING, department: { 'Player Eval': 'scouting' } };
    const mapped = mapPosting(
      posting({ department: 'Player Eval', employmentType: 'Full-time', level: 'IC4' }),
      mapping,
      unmapped,
    );
    expect(mapped).toMatchObject({
      department: 'scouting',
      employmentType: 'full-time',
      level: null,
    });
    expect([...unmapped.level]).toEqual(['IC4']);
    const inferred = mapPosting(posting({ department: 'Lab 7' }), EMPTY_MAPPING, unmapped);
    expect(inferred).toMatchObject({ department: 'scouting' }); // "Scout" in the title
    expect([...unmapped.department]).toEqual(['Lab 7']);
  });

  it('refuses a posting without an http(s) URL, and hashes what it says', () => {
    expect(
      mapPosting(posting({ applyUrl: 'javascript:alert(1)' }), EMPTY_MAPPING, emptyUnmapped()),
    ).toEqual({
      problem: 'posting 1 has no usable http(s) URL',
    });
    const a = mapPosting(posting(), EMPTY_MAPPING, emptyUnmapped());
    const b = mapPosting(posting({ title: 'Pro Scout II' }), EMPTY_MAPPING, emptyUnmapped());
    if ('problem' in a || 'problem' in b) throw new Error('unexpected');
    expect(contentHash(a)).toBe(contentHash({ ...a }));
    expect(contentHash(a)).not.toBe(contentHash(b));
  });

  it('normalises titles and locations for duplicate matching', () => {
    expect(normalised('Scout – Pro (NFL)')).toBe(normalised('scout pro nfl'));
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
