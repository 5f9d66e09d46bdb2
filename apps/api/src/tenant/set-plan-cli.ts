// Admin command (no payment in Parley): `node apps/api/dist/tenant/set-plan-cli.js <email> <free|premium|unlimited>`
// with the same DATA_DIR / EVENTSTORE_URL as the API. Running instances pick the change up from the log.
import { loadConfig } from '../config/app-config';
import { createApp } from '../create-app';
import { TenantDirectory } from './tenant-directory';
import { TenantRepository } from './tenant-repository';

async function main(): Promise<void> {
  const [email, plan] = process.argv.slice(2);
  if (!email || (plan !== 'free' && plan !== 'premium' && plan !== 'unlimited')) {
    console.error('usage: set-plan-cli <email> <free|premium|unlimited>');
    process.exit(2);
  }
  // A guest of the DATA_DIR: with an API running on it, the command appends and that API projects.
  const app = await createApp({
    ...loadConfig({
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:9',
    }),
    dataDirGuest: true,
  });
  await app.init();
  try {
    const tenantId = app.get(TenantDirectory).byEmail(email);
    if (!tenantId) throw new Error(`no account for ${email}`);
    await app
      .get(TenantRepository)
      .execute(tenantId, { type: 'ChangePlan', data: { plan } }, 'admin');
    console.log(`${email}: plan ${plan}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
