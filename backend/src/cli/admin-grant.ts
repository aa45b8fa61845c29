/** `npm run admin:grant -- user@example.com`: gives an existing account admin rights. */
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Module } from '@nestjs/common';
import { loadConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { dataSourceOptions } from '../database/data-source-options';
import { AdminBootstrapService } from '../users/admin-bootstrap.service';
import { UsersModule } from '../users/users.module';

async function main() {
  const email = process.argv[2];
  if (!email) throw new Error('Usage: npm run admin:grant -- user@example.com');
  const config = loadConfig();

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
  const granted = await app.get(AdminBootstrapService).grant(email);
  await app.close();
  if (!granted) throw new Error(`No account with the email ${email}: sign up first.`);
  console.log(`${email} is now an administrator.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
