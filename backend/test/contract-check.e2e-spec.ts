import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkAnswersAgainstContract,
  contract,
  loadContract,
  takeContractViolations,
} from './contract-validator';

/**
 * The check every integration suite runs on the app's answers (contract-check.setup.ts): it
 * compiles an operation's schemas when first needed, so this suite proves both that the whole
 * contract compiles and that the check still finds each kind of broken answer.
 */
describe('the contract check of every answer', () => {
  it('validates the whole of docs/openapi.json and compiles every schema in it', async () => {
    const whole = await loadContract({ whole: true });
    expect(whole.getOperations().length).toBeGreaterThan(50);
  });

  describe('against a server answering GET /api/stats in several ways', () => {
    let server: Server;
    let answer: { status: number; type: string; body: string };
    const stats = { activeJobs: 3, partneredTeams: 2, successfulPlacements: 0, memberCount: 9 };

    beforeAll(async () => {
      server = createServer((_req, res) => {
        // As the app answers: headers set one by one, which the check reads back.
        res.statusCode = answer.status;
        res.setHeader('content-type', answer.type);
        res.end(answer.body);
      });
      checkAnswersAgainstContract(server);
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    });
    afterAll(() => new Promise((ok) => server.close(ok)));

    /** Sends GET /api/stats answered as given, and the violations the check found in it. */
    async function violationsOf(status: number, type: string, body: unknown): Promise<string[]> {
      answer = { status, type, body: typeof body === 'string' ? body : JSON.stringify(body) };
      const { port } = server.address() as AddressInfo;
      await (await fetch(`http://127.0.0.1:${port}/api/stats`)).arrayBuffer();
      await contract();
      await new Promise((ok) => setImmediate(ok));
      return takeContractViolations();
    }

    it('finds nothing in an answer the contract describes', async () => {
      expect(await violationsOf(200, 'application/json', stats)).toEqual([]);
    });

    it('names a field of the wrong type', async () => {
      const found = await violationsOf(200, 'application/json', { ...stats, activeJobs: 'many' });
      expect(found).toEqual([expect.stringMatching(/GET \/api\/stats → 200.*\/activeJobs/)]);
    });

    it('names a missing required field', async () => {
      const { memberCount: _left, ...partial } = stats;
      const found = await violationsOf(200, 'application/json', partial);
      expect(found).toEqual([expect.stringContaining('memberCount')]);
    });

    it('names a status the contract does not document', async () => {
      const found = await violationsOf(418, 'application/json', { message: 'teapot' });
      expect(found).toEqual([expect.stringContaining('status 418 is not documented')]);
    });

    it('names a media type the contract does not declare', async () => {
      const found = await violationsOf(200, 'text/html', '<p>stats</p>');
      expect(found).toEqual([expect.stringContaining('answered text/html')]);
    });
  });
});
