/** `npm run admin:grant -- user@example.com`: gives an existing account admin rights. */
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { loadConfig } from '../config/load-config';
import { ConfigModule } from '../config/config.module';
import { dataSourceOptions } from '../database/data-source-options';
import { AdminBootstrapService } from '../users/admin-bootstrap.service';
import { UsersModule } from '../users/users.module';

/** Promotes the account with this email; throws a message for the operator when it cannot. */
export async function adminGrant(config: AppConfig, email: string | undefined): Promise<string> {
  if (!email?.trim()) throw new Error('Usage: npm run admin:grant -- user@example.com');

  @Module({
    imports: [
      ConfigModule.forRoot(config),
      TypeOrmModule.forRootAsync({
        useFactory: () => dataSourceOptions(config.database, { migrationsRun: true }),
      }),
      UsersModule,
    ],
  })
  class AdminGrantModule {}

  const app = await NestFactory.createApplicationContext(AdminGrantModule, { logger: false });
  try {
    if (!(await app.get(AdminBootstrapService).grant(email))) {
      throw new Error(`No account with the email ${email.trim()}: sign up first.`);
    }
  } finally {
    await app.close();
  }
  return `${email.trim()} is now an administrator.`;
}

if (require.main === module) {
  adminGrant(loadConfig(), process.argv[2])
    .then((message) => console.log(message))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
