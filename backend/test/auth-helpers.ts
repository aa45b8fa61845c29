import { DataSource } from 'typeorm';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PasswordHasher } from '../src/users/password-hasher.service';
import { User } from '../src/users/user.entity';

let counter = 0;

export interface SignedIn {
  agent: TestAgent;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    isAdmin: boolean;
    createdAt: string;
  };
  password: string;
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** Signs up through the API (a member) and returns the agent holding the session cookie. */
export async function signUp(
  server: Server,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<SignedIn> {
  const agent = request.agent(server);
  const password = overrides.password ?? 'member-password';
  const res = await agent
    .post('/api/register')
    .send({
      email: overrides.email ?? uniqueEmail('member'),
      password,
      firstName: overrides.firstName ?? 'Jordan',
      lastName: overrides.lastName ?? 'Lee',
      termsAccepted: true,
    })
    .expect(201);
  return { agent, user: res.body, password };
}

/** Creates an admin account directly in the database, then signs in through the API. */
export async function signInAsAdmin(
  app: NestExpressApplication,
  server: Server,
): Promise<SignedIn> {
  const email = uniqueEmail('admin');
  const password = 'admin-password';
  const hash = await app.get(PasswordHasher).hash(password);
  await app
    .get(DataSource)
    .getRepository(User)
    .insert({ email, password: hash, firstName: 'Avery', lastName: 'Admin', isAdmin: true });
  const agent = request.agent(server);
  const res = await agent.post('/api/login').send({ email, password }).expect(200);
  return { agent, user: res.body, password };
}
