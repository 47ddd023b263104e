import { APPLY_KINDS, FORM_FILE_KEY_TYPE } from '@ehome/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import { type Database, databaseOptionsFrom, openDatabase } from './db/client';
import { DEMO_IDS, loadDemoDataIfEmpty } from './db/demo';
import { loadActivityDemoImages } from './db/demo/activities';
import { loadMaterialsDemo } from './db/demo/materials';
import { loadPayRecordsStoredDemo } from './db/demo/pay-records';
import { loadShopDemoImages } from './db/demo/shop';
import { accountRecoveryRoutes } from './modules/account/recovery-routes';
import { accountRecoveryService } from './modules/account/recovery-service';
import { accountRoutes } from './modules/account/routes';
import { accountService } from './modules/account/service';
import {
  databaseSessionStore,
  IMPORT_PREVIOUS_REVOCATIONS_JOB,
  importPreviousRevocations,
} from './modules/account/session-store';
import { activityAdminRoutes } from './modules/activities/admin-routes';
import { activityAdminService } from './modules/activities/admin-service';
import { unpaidActivitiesBacklogSource } from './modules/activities/backlog-source';
import { activityCatalogueRoutes } from './modules/activities/catalogue-routes';
import { activityCatalogueService } from './modules/activities/catalogue-service';
import { myActivitiesService } from './modules/activities/my-service';
import { activityRegistrationPayable } from './modules/activities/payable';
import { registrationRoutes } from './modules/activities/registration-routes';
import { registrationService } from './modules/activities/registration-service';
import { registerActivityRegistrationJobs } from './modules/activities/release-unpaid';
import { sealPlainRegistrationAnswers } from './modules/activities/seal-at-rest';
import { addressRoutes } from './modules/addresses/routes';
import { addressService } from './modules/addresses/service';
import { approvalsBacklogSource } from './modules/approvals/backlog-source';
import { approvalEngine, type WorkflowEngine } from './modules/approvals/engine';
import { registerApprovalReminders } from './modules/approvals/reminders';
import { approvalsRoutes } from './modules/approvals/routes';
import { approvalsService } from './modules/approvals/service';
import { articlesRoutes } from './modules/articles/routes';
import { articlesService } from './modules/articles/service';
import { attachmentAccessRegistry, requestAccessRule } from './modules/attachments/access';
import { attachmentRoutes } from './modules/attachments/routes';
import { attachmentsService } from './modules/attachments/service';
import type { RequestSource, VacationLimitSource } from './modules/attendance/ports';
import { attendanceRoutes } from './modules/attendance/routes';
import { attendanceService } from './modules/attendance/service';
import { type BacklogRegistry, backlogRegistry } from './modules/backlog/ports';
import { backlogRoutes } from './modules/backlog/routes';
import { backlogService } from './modules/backlog/service';
import { calculatorsRoutes } from './modules/calculators/routes';
import { calculatorsService } from './modules/calculators/service';
import { certificatesRoutes } from './modules/certificates/routes';
import {
  certificateBacklogSource,
  certificateKindDefinition,
  certificatesService,
} from './modules/certificates/service';
import { checkoutRoutes } from './modules/checkout/routes';
import { checkoutService } from './modules/checkout/service';
import { countersRoutes } from './modules/counters/routes';
import { countersService } from './modules/counters/service';
import { customerServiceRoutes } from './modules/customer-service/routes';
import { customerService } from './modules/customer-service/service';
import { employeeTestsRoutes } from './modules/employee-tests/routes';
import { employeeTestsService } from './modules/employee-tests/service';
import { fundTransferRoutes } from './modules/fund-transfer/routes';
import { fundTransferKindDefinition, fundTransferService } from './modules/fund-transfer/service';
import { healthRoutes } from './modules/health/routes';
import { signedLinkProvider } from './modules/health-services/provider';
import { healthServicesRoutes } from './modules/health-services/routes';
import { healthServicesService } from './modules/health-services/service';
import { incomeDeclarationRoutes } from './modules/income-declaration/routes';
import { incomeDeclarationService } from './modules/income-declaration/service';
import { annualLeaveBalance, vacationLimits } from './modules/leave/balances';
import { leaveCancelRoutes } from './modules/leave/cancel-routes';
import { leaveCancelKindDefinition, leaveCancelService } from './modules/leave/cancel-service';
import { grantLeave } from './modules/leave/grants';
import { leaveRoutes } from './modules/leave/routes';
import { leaveKindDefinition, leaveRequestSource, leaveService } from './modules/leave/service';
import { leaveFormAccessRule } from './modules/leave-form/access';
import { leaveFormRoutes } from './modules/leave-form/routes';
import { type AnnualLeaveSource, leaveFormService } from './modules/leave-form/service';
import { makeupClockRoutes } from './modules/makeup-clock/routes';
import { makeupClockService, makeupKindDefinition, makeupPunchRepairs } from './modules/makeup-clock/service';
import { maternityRoutes } from './modules/maternity/routes';
import { maternityKindDefinition, maternityService } from './modules/maternity/service';
import { registerMessageRetention } from './modules/messages/retention';
import { messagesRoutes } from './modules/messages/routes';
import { messagesService } from './modules/messages/service';
import { newHireRoutes } from './modules/new-hire/routes';
import { newHireService } from './modules/new-hire/service';
import { onboardingAdminService } from './modules/onboarding/admin-service';
import { onboardingBacklogSource } from './modules/onboarding/backlog-source';
import { onboardingRoutes } from './modules/onboarding/routes';
import { onboardingService } from './modules/onboarding/service';
import { materialsBacklogSource } from './modules/onboarding-materials/backlog';
import { materialReviewService } from './modules/onboarding-materials/review-service';
import { materialsRoutes } from './modules/onboarding-materials/routes';
import { materialsService } from './modules/onboarding-materials/service';
import { ordersAdminService } from './modules/orders/admin-service';
import { unpaidOrdersBacklogSource } from './modules/orders/backlog-source';
import { registerShopOrderJobs } from './modules/orders/close-unpaid';
import { shopOrderPayable } from './modules/orders/payable';
import { ordersRoutes } from './modules/orders/routes';
import { ordersService } from './modules/orders/service';
import { organizationRoutes } from './modules/organization/routes';
import { organizationService } from './modules/organization/service';
import { overtimeCancelService } from './modules/overtime/cancel-service';
import {
  overtimeCancelKindDefinition,
  overtimeKindDefinition,
  overtimeRequestSource,
} from './modules/overtime/kinds';
import { overtimeRoutes } from './modules/overtime/routes';
import { overtimeService } from './modules/overtime/service';
// Issue 18 pay records
import { payrollService } from './modules/pay-records/payroll-service';
import { payRecordsRoutes } from './modules/pay-records/routes';
import { payRecordsService } from './modules/pay-records/service';
import type { PaymentsPort } from './modules/payment/ports';
import { NOTIFY_PATH, paymentRoutes } from './modules/payment/routes';
import { sandboxProvider } from './modules/payment/sandbox-provider';
import { PAYMENT_REFUND_JOB, paymentService } from './modules/payment/service';
import { wechatPayProvider } from './modules/payment/wechat-provider';
import { realNameRoutes } from './modules/real-name/routes';
import { REAL_NAME_CHECK_JOB, realNameService } from './modules/real-name/service';
import {
  bankCardFourElementVerifier,
  developmentVerifier,
  type RealNameVerifier,
} from './modules/real-name/verifier';
import { relativesRoutes } from './modules/relatives/routes';
import { sealPlainRelatives } from './modules/relatives/seal-at-rest';
import { relativesService } from './modules/relatives/service';
import { sessionRoutes } from './modules/session/routes';
import { sessionService } from './modules/session/service';
import {
  developmentTicketProvider,
  type TicketProvider,
  wechatTicketProvider,
} from './modules/session/wechat';
import { shopImageStore } from './modules/shop/images';
import { catalogueRoutes, shopImageRoutes } from './modules/shop/routes';
import { catalogueService } from './modules/shop/service';
import { httpSmsProvider } from './modules/sms/http-provider';
import { developmentSmsProvider, type SmsProvider } from './modules/sms/provider';
import { deductionAdminService } from './modules/tax-deductions/admin-service';
import { membersService as deductionMembersService } from './modules/tax-deductions/members-service';
import { type DeductionPort, type DeductionSource, deductionPort } from './modules/tax-deductions/ports';
import { deductionsRoutes } from './modules/tax-deductions/routes';
import { deductionSource, deductionsService } from './modules/tax-deductions/service';
import { taxTrialRoutes } from './modules/tax-trial/routes';
import { taxTrialService } from './modules/tax-trial/service';
import { travelRoutes } from './modules/travel/routes';
import {
  outingCancelKindDefinition,
  outingKindDefinition,
  outingRequestSource,
  travelService,
  tripKindDefinition,
  tripRequestSource,
} from './modules/travel/service';
import { welfareAdminService } from './modules/welfare/admin-service';
import { welfareRoutes } from './modules/welfare/routes';
import { welfareService } from './modules/welfare/service';
import { workCalendarRoutes } from './modules/work-calendar/routes';
import { workCalendarService } from './modules/work-calendar/service';
// Issue 18 workplace
import { badgeCodes } from './modules/workplace/badge-code';
import { workplaceRoutes } from './modules/workplace/routes';
import { workplaceService } from './modules/workplace/service';
import { authPlugin, requestClaims } from './platform/auth';
import { type Clock, systemClock } from './platform/clock';
import { compressionPlugin } from './platform/compression';
import { registerDocs } from './platform/docs';
import { envelopePlugin, responseSerializerCompiler } from './platform/envelope';
import { type FileStorage, fileStorageFrom } from './platform/files';
import { type JobQueue, jobQueueFor } from './platform/jobs';
import { nulGuardPlugin } from './platform/nul-guard';
import { piiCipher, sealedFileStorage } from './platform/pii';
import { connectRedis, redisConnected, redisReady, watchRedis } from './platform/redis';
import { registerSecurity } from './platform/security';
import { TokenService } from './platform/tokens';
import { registerWeb } from './platform/web';

export type AppDeps = {
  clock?: Clock;
  /** An open, migrated database; when absent the app opens the configured one and owns it. */
  database?: Database;
  tickets?: TicketProvider;
  /** Verification-code texts; by default the gateway of SMS_API_URL, else the development adapter. */
  sms?: SmsProvider;
  /** Approved requests that excuse attendance time, registered by the request modules. */
  requestSources?: readonly RequestSource[];
  vacationLimits?: VacationLimitSource;
  /** This year's annual leave for the dynamic leave form, from the leave module's balances. */
  annualLeave?: AnnualLeaveSource;
  /** The job queue; by default pg-boss on PostgreSQL, the embedded queue on PGlite. */
  jobs?: JobQueue;
  /** Uploaded bytes; by default the S3 bucket when configured, else DATA_DIR/files, else memory. */
  files?: FileStorage;
  /**
   * What the shop orders ask of the payment module (provider order query, refunds); tests pass a
   * fake. By default the payment module's port once it is registered here.
   */
  payments?: Pick<PaymentsPort, 'settleFromProvider' | 'refund'>;
  /** Issue 18 real-name: the four-element verifier; by default from the config (or the development one). */
  realNameVerifier?: RealNameVerifier;
  /** The year's deductions as the tax trial and the declaration read them; tests of those give figures of their own. */
  deductionSource?: DeductionSource;
};

export type App = FastifyInstance & {
  database: Database;
  appConfig: AppConfig;
  /** The workflow engine the request modules registered their kinds with (tests register their own). */
  approvals: WorkflowEngine;
  /** Background jobs: main.ts starts the workers; tests call runDue or start. */
  jobs: JobQueue;
  /** The payment module as payables (shop orders, activities) use it: they register their kind here. */
  payments: PaymentsPort;
  /** The backlog's sources (modules register theirs; tests add failing ones). */
  backlog: BacklogRegistry;
  /** The special additional deductions as the tax trial and the declaration read them (the deductions module provides them). */
  taxDeductions: DeductionPort;
  /** /api/ready answers 503 from here on, so load balancers stop sending before the server closes. */
  markDraining(): void;
};

/** Builds the whole server without listening: main.ts listens, tests use app.inject. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Ids are correlated in logs; a proxy's x-request-id is kept when present.
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.nodeEnv !== 'production' }));

  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await openDatabase({
      ...databaseOptionsFrom(config),
      onPoolError: (err) => app.log.error({ err }, 'idle database connection failed'),
    }));
  const redis: Redis | null = config.redisUrl ? connectRedis(config.redisUrl) : null;
  // ioredis reports every failed reconnect (every 2 s while Redis is away): one line a minute says it.
  let redisErrorLoggedAt = 0;
  redis?.on('error', (err) => {
    if (Date.now() - redisErrorLoggedAt < 60_000) return;
    redisErrorLoggedAt = Date.now();
    app.log.error({ err }, 'redis error (requests are answered; rate limits are not counted meanwhile)');
  });
  // A Redis that hangs keeps the connection open: the pings tell, and requests skip it meanwhile.
  const stopWatchingRedis = redis ? watchRedis(redis) : null;
  redis?.on('ready', () => {
    if (redisErrorLoggedAt === 0) return;
    redisErrorLoggedAt = 0;
    app.log.warn('redis answers again');
  });
  const jobs =
    deps.jobs ??
    jobQueueFor({
      databaseUrl: config.databaseUrl,
      db: database.db,
      clock,
      pollSeconds: config.jobs.pollSeconds,
      log: app.log,
    });
  // Jobs first: a running job may still need the database and Redis.
  app.addHook('onClose', async () => {
    await jobs.stop();
    stopWatchingRedis?.();
    // quit() sends QUIT and waits for the answer, which only a connected Redis gives.
    if (redis && redisConnected(redis)) await redis.quit();
    else redis?.disconnect();
    if (ownsDatabase) await database.close();
  });
  app.decorate('database', database);
  app.decorate('appConfig', config);
  app.decorate('jobs', jobs);
  const readiness = { draining: false };
  app.decorate('markDraining', () => {
    readiness.draining = true;
  });

  try {
    const files = deps.files ?? (await fileStorageFrom(config));
    if (ownsDatabase) {
      // One instance migrates and loads the demo data; the others wait and then find both done.
      await database.withMigrationLock(async () => {
        await database.migrate();
        // Relatives written before their numbers were sealed: sealed once, here (none left after).
        const sealedRelatives = await sealPlainRelatives(database.db, piiCipher(config.piiKeys));
        if (sealedRelatives > 0) app.log.info({ relatives: sealedRelatives }, 'relatives sealed at rest');
        // Registration answers (ID numbers, phones) from before their sealing: the same, once.
        const sealedAnswers = await sealPlainRegistrationAnswers(database.db, piiCipher(config.piiKeys));
        if (sealedAnswers > 0)
          app.log.info({ registrations: sealedAnswers }, 'activity registration answers sealed at rest');
        const demo = { now: clock.now(), timeZone: config.timeZone, pii: piiCipher(config.piiKeys) };
        if (config.demoData && (await loadDemoDataIfEmpty(database.db, demo)))
          app.log.info('demo data loaded');
        // The demo shops' pictures go through the file storage, drawn once (rows without one).
        if (config.demoData) {
          const images = shopImageStore({ db: database.db, files });
          const drawn = await loadShopDemoImages(database.db, images);
          if (drawn > 0) app.log.info({ drawn }, 'demo shop pictures drawn');
          const activityPictures = await loadActivityDemoImages(database.db, images);
          if (activityPictures > 0) app.log.info({ drawn: activityPictures }, 'demo activity pictures drawn');
          // Issue 18 pay records: documents through the file storage, card and fund numbers sealed.
          const storedPay = await loadPayRecordsStoredDemo(database.db, {
            files,
            pii: piiCipher(config.piiKeys),
            companyId: DEMO_IDS.company,
            zhangsan: DEMO_IDS.zhangsan,
            lisi: DEMO_IDS.lisi,
          });
          if (storedPay > 0) app.log.info({ documents: storedPay }, 'demo company documents stored');
          // Onboarding materials are sealed like real uploads, so they need the cipher (issue 17).
          // Not in tests: the in-memory test database never gets them, so PostgreSQL must not either.
          if (config.nodeEnv !== 'test') {
            const demoPii = piiCipher(config.piiKeys);
            const materials = await loadMaterialsDemo(database.db, {
              pii: demoPii,
              files: sealedFileStorage(files, demoPii),
              zhangsan: DEMO_IDS.zhangsan,
              wangwu: DEMO_IDS.wangwu,
              now: clock.now(),
            });
            if (materials > 0) app.log.info({ materials }, 'demo onboarding materials sealed');
          }
        }
      });
    }

    const pageFallback = config.serveWeb ? await registerWeb(app, config.webDist) : null;
    await app.register(envelopePlugin, pageFallback ? { pageFallback } : {});
    await app.register(nulGuardPlugin);
    await app.register(compressionPlugin);
    const tokens = await TokenService.create(config.jwtSecret, config.tokenTtlSeconds, clock);
    await registerSecurity(app, {
      rateLimit: config.rateLimit,
      redis,
      // The same verified claims that authenticate then uses: one token check per request.
      subjectOf: async (request) => requestClaims(request, tokens)?.eid ?? null,
    });
    await registerDocs(app);

    const db = database.db;
    // Personal data sealed at rest (platform/pii.ts); the key comes from the environment.
    const pii = piiCipher(config.piiKeys);
    if (config.piiKeys.derived && config.nodeEnv === 'production') {
      app.log.warn('PII_KEY is not set: personal data is sealed with a key derived from the JWT secret');
    }
    // Photos of certificates and children's proofs: sealed before they reach the disk or the bucket.
    const sealedFiles = sealedFileStorage(files, pii);
    // What people still have to do: each module registers its source (modules/backlog/ports.ts).
    const backlog = backlogRegistry();
    app.decorate('backlog', backlog);
    // The year's special additional deductions: the deductions module provides, the tax trial and the declaration read.
    const taxDeductions = deductionPort();
    app.decorate('taxDeductions', taxDeductions);
    const sessions = databaseSessionStore(
      db,
      clock,
      redis ? { redis, tokenTtlSeconds: config.tokenTtlSeconds, log: app.log } : undefined,
    );
    if (redis) {
      // The previous release's logouts, kept in Redis only: imported now, and once more after the
      // rolling update by one job across the instances (what its instances wrote meanwhile).
      const importPrevious = async () => {
        const imported = await importPreviousRevocations(db, redis, clock, app.log);
        if (imported > 0) app.log.info({ imported }, "the previous release's logouts imported from Redis");
      };
      jobs.work(IMPORT_PREVIOUS_REVOCATIONS_JOB, importPrevious);
      if (await redisReady(redis, 2000)) {
        try {
          await importPrevious();
        } catch (err) {
          app.log.error({ err }, "the previous release's logouts not imported now; the job tries again");
        }
        await jobs.send(
          IMPORT_PREVIOUS_REVOCATIONS_JOB,
          {},
          { delaySeconds: 15 * 60, singletonKey: 'rolling-update' },
        );
      } else {
        app.log.error(
          'redis does not answer: starting without it (rate limits are not counted until it does)',
        );
      }
    }
    await app.register(authPlugin, { tokens, loadSession: sessions.load });

    const tickets =
      deps.tickets ??
      (config.wx
        ? wechatTicketProvider({ ...config.wx, redis, now: () => clock.now().getTime() })
        : developmentTicketProvider());

    // The workflow engine comes before the request modules: each registers its kind with it.
    const approvals = approvalEngine({
      db,
      clock,
      timeZone: config.timeZone,
      fallbackApprovers: config.approvalFallbackUsers,
    });
    app.decorate('approvals', approvals);
    approvals.register(leaveKindDefinition);
    approvals.register(outingKindDefinition);
    approvals.register(tripKindDefinition);
    approvals.register(outingCancelKindDefinition(clock));
    // The work calendar is stateless (db passed per call): the overtime kind converts comp leave with it.
    const workCalendar = workCalendarService({ db });
    approvals.register(overtimeKindDefinition({ timeZone: config.timeZone, workCalendar }));
    approvals.register(overtimeCancelKindDefinition);
    approvals.register(leaveCancelKindDefinition);
    approvals.register(maternityKindDefinition({ engine: approvals, grantLeave }));
    approvals.register(makeupKindDefinition);
    approvals.register(fundTransferKindDefinition);
    approvals.register(certificateKindDefinition);
    registerApprovalReminders(jobs, {
      db,
      clock,
      timeZone: config.timeZone,
      engine: approvals,
      afterDays: config.approvalRemindAfterDays,
    });
    registerMessageRetention(jobs, { db, clock, timeZone: config.timeZone });
    const approvalsApi = approvalsService({ db, timeZone: config.timeZone, engine: approvals });
    await app.register(approvalsRoutes, { service: approvalsApi });
    await app.register(messagesRoutes, {
      service: messagesService({ db, clock, timeZone: config.timeZone }),
    });
    // Files of a request are seen by whoever may see the request (owner, approvers); other modules
    // register their own key types on the same registry.
    const attachmentAccess = attachmentAccessRegistry();
    for (const kind of APPLY_KINDS) attachmentAccess.register(kind, requestAccessRule(kind, approvals));
    attachmentAccess.register(FORM_FILE_KEY_TYPE, leaveFormAccessRule);
    const attachments = attachmentsService({
      db,
      clock,
      storage: files,
      access: attachmentAccess,
      timeZone: config.timeZone,
    });
    // A deleted request takes its files with it (the kind is the files' key type).
    approvals.onDestroy((tx, kind, applyId) => attachments.removeAllOf(tx, kind, applyId));
    await app.register(attachmentRoutes, { service: attachments });

    await app.register(healthRoutes, { database, redis, readiness });
    await app.register(accountRoutes, {
      service: accountService({ db, clock, tokens, sessions, loginLock: config.loginLock }),
      rateLimit: config.rateLimit,
    });
    await app.register(sessionRoutes, {
      service: sessionService({
        db,
        clock,
        timeZone: config.timeZone,
        tickets,
        log: (err) => app.log.error({ err }, 'JS-SDK ticket unavailable'),
      }),
    });
    await app.register(organizationRoutes, {
      service: organizationService({ db, timeZone: config.timeZone }),
    });
    await app.register(workCalendarRoutes, { service: workCalendar });
    const attendance = attendanceService({
      db,
      clock,
      timeZone: config.timeZone,
      workCalendar,
      requestSources: deps.requestSources ?? [
        leaveRequestSource,
        outingRequestSource,
        tripRequestSource,
        overtimeRequestSource,
      ],
      vacationLimits: deps.vacationLimits ?? vacationLimits,
      punchRepairs: makeupPunchRepairs,
      map: config.map,
    });
    await app.register(attendanceRoutes, { service: attendance });
    await app.register(makeupClockRoutes, {
      service: makeupClockService({
        db,
        clock,
        timeZone: config.timeZone,
        engine: approvals,
        attendance,
        act: approvalsApi.act,
      }),
    });
    const leave = leaveService({
      db,
      clock,
      timeZone: config.timeZone,
      engine: approvals,
      workCalendar,
      auditTrail: approvalsApi.auditTrail,
    });
    await app.register(leaveRoutes, { service: leave });
    await app.register(leaveCancelRoutes, {
      service: leaveCancelService({ db, clock, timeZone: config.timeZone, engine: approvals }),
    });
    await app.register(maternityRoutes, {
      service: maternityService({ db, clock, timeZone: config.timeZone, engine: approvals, grantLeave }),
    });
    await app.register(travelRoutes, {
      service: travelService({ db, clock, timeZone: config.timeZone, engine: approvals }),
    });
    await app.register(leaveFormRoutes, {
      service: leaveFormService({
        db,
        clock,
        timeZone: config.timeZone,
        annualLeave: deps.annualLeave ?? annualLeaveBalance,
        quickLeave: leave.fileQuick,
      }),
    });
    await app.register(overtimeRoutes, {
      service: overtimeService({ db, clock, timeZone: config.timeZone, engine: approvals }),
      cancels: overtimeCancelService({ db, timeZone: config.timeZone, engine: approvals }),
    });
    await app.register(addressRoutes, { service: addressService({ db, clock }) });
    await app.register(relativesRoutes, {
      service: relativesService({ db, clock, timeZone: config.timeZone, pii }),
    });
    await app.register(catalogueRoutes, { service: catalogueService({ db }) });
    await app.register(shopImageRoutes, { images: shopImageStore({ db, files }) });
    // WeChat Pay when a merchant is configured, else the sandbox (keys in the database).
    const sandbox = config.wxPay ? null : sandboxProvider({ db, clock, appId: config.wx?.appId });
    const paymentModule = paymentService({
      db,
      clock,
      provider: config.wxPay
        ? wechatPayProvider(config.wxPay, { clock })
        : (sandbox ?? sandboxProvider({ db, clock })),
      jobs,
      // The sandbox delivers its notifications in process; the URL is only recorded with its orders.
      notifyUrl: config.wxPay?.notifyUrl ?? NOTIFY_PATH,
      log: app.log,
    });
    app.decorate('payments', paymentModule.port);
    jobs.work<{ paymentId: string }>(PAYMENT_REFUND_JOB, (data) => paymentModule.runRefund(data));
    await app.register(paymentRoutes, { service: paymentModule, sandbox });
    // Shop orders: the state machine, the unpaid timeout (asks the payment provider first), HR's
    // actions; an order is a payable of the payment module.
    paymentModule.port.register(shopOrderPayable({ clock }));
    const payments = deps.payments ?? paymentModule.port;
    registerShopOrderJobs(jobs, { db, clock, timeZone: config.timeZone, payments });
    // Activities (issue 16): the catalogue, my registrations, HR's administration; the catalogue
    // marks an activity read through the orders module's UpdateReadStatus (readType Activities).
    const activityCatalogue = activityCatalogueService({ db, clock, timeZone: config.timeZone });
    await app.register(activityCatalogueRoutes, {
      catalogue: activityCatalogue,
      mine: myActivitiesService({ db, clock, timeZone: config.timeZone, pii }),
    });
    await app.register(activityAdminRoutes, {
      admin: activityAdminService({
        db,
        clock,
        timeZone: config.timeZone,
        images: shopImageStore({ db, files }),
        pii,
      }),
    });
    // The service guide and orientation (issue 17); an article is marked read through the same
    // UpdateReadStatus (readType Material).
    const articles = articlesService({ db, clock, timeZone: config.timeZone });
    await app.register(articlesRoutes, { service: articles });
    await app.register(ordersRoutes, {
      service: ordersService({ db, clock, timeZone: config.timeZone, payments }),
      admin: ordersAdminService({ db, clock, payments }),
      readStatus: { Activities: activityCatalogue, Material: articles },
    });
    await app.register(welfareRoutes, {
      service: welfareService({ db, clock, timeZone: config.timeZone }),
      admin: welfareAdminService({ db, clock, timeZone: config.timeZone }),
    });
    // Activity registration: a paid registration is a payable; unpaid ones give their place back.
    paymentModule.port.register(activityRegistrationPayable({ clock }));
    registerActivityRegistrationJobs(jobs, { db, clock, timeZone: config.timeZone, payments });
    await app.register(registrationRoutes, {
      service: registrationService({
        db,
        clock,
        timeZone: config.timeZone,
        jobs,
        releaseMinutes: config.activityUnpaidReleaseMinutes,
        payments,
        pii,
      }),
    });
    await app.register(calculatorsRoutes, {
      service: calculatorsService({ clock, timeZone: config.timeZone }),
    });
    await app.register(checkoutRoutes, {
      service: checkoutService({
        db,
        clock,
        timeZone: config.timeZone,
        jobs,
        unpaidCloseMinutes: config.shopUnpaidCloseMinutes,
      }),
    });
    // Provident-fund transfer on resignation and counter positioning (issue 17).
    await app.register(fundTransferRoutes, {
      service: fundTransferService({ db, clock, timeZone: config.timeZone, engine: approvals }),
    });
    await app.register(countersRoutes, {
      service: countersService({ db, clock, timeZone: config.timeZone }),
    });
    // Onboarding (issue 17): the employee's own data, sealed with the personal-data cipher; HR's review.
    await app.register(onboardingRoutes, {
      service: onboardingService({ db, clock, timeZone: config.timeZone, pii }),
      admin: onboardingAdminService({ db, clock, timeZone: config.timeZone, pii }),
    });
    // New-hire registration before the first login (issue 17): sealed profile, children and proofs.
    await app.register(newHireRoutes, {
      service: newHireService({ db, clock, timeZone: config.timeZone, tokens, pii, sealedFiles }),
      rateLimit: config.rateLimit,
    });
    // Certificate photos, children and HR's material review (issue 17): sealed bytes and names.
    const materialsDeps = { db, clock, timeZone: config.timeZone, pii, files: sealedFiles };
    await app.register(materialsRoutes, {
      service: materialsService(materialsDeps),
      review: materialReviewService(materialsDeps),
    });
    backlog.register('onboardingMaterials', materialsBacklogSource(pii));
    // Certificates (issue 17): requests through the approvals engine, the courier recipient sealed.
    await app.register(certificatesRoutes, {
      service: certificatesService({ db, clock, timeZone: config.timeZone, engine: approvals, pii }),
    });
    backlog.register('certificates', certificateBacklogSource);
    // Issue 18 real-name: the bank-card four-element check when configured, else the development
    // verifier (it says so); unanswered attempts are asked again by a job, never taken as verified.
    const realName = realNameService({
      db,
      clock,
      timeZone: config.timeZone,
      pii,
      files: sealedFiles,
      verifier:
        deps.realNameVerifier ??
        (config.realName
          ? bankCardFourElementVerifier(config.realName, { now: () => clock.now() })
          : developmentVerifier()),
      jobs,
    });
    jobs.work<{ verificationId: string; tryNo: number }>(REAL_NAME_CHECK_JOB, (data) =>
      realName.recheck(data),
    );
    await app.register(realNameRoutes, { service: realName });
    // Issue 18 part 2: the individual tax trial and the income declaration (deductions through the port).
    await app.register(taxTrialRoutes, {
      service: taxTrialService({ db, clock, timeZone: config.timeZone, deductions: taxDeductions }),
    });
    await app.register(incomeDeclarationRoutes, {
      service: incomeDeclarationService({ db, clock, timeZone: config.timeZone, deductions: taxDeductions }),
    });

    // Issue 18 deductions: special additional deductions, the family members sealed; the source of the port.
    taxDeductions.provide(deps.deductionSource ?? deductionSource(pii));
    const deductionDeps = { db, clock, timeZone: config.timeZone, pii };
    await app.register(deductionsRoutes, {
      service: deductionsService(deductionDeps),
      members: deductionMembersService({ ...deductionDeps, files: sealedFiles }),
      admin: deductionAdminService({ ...deductionDeps, files: sealedFiles }),
    });
    // Issue 18 account: registration, forgotten and changed passwords; codes by the SMS provider.
    await app.register(accountRecoveryRoutes, {
      service: accountRecoveryService({
        db,
        clock,
        timeZone: config.timeZone,
        pii,
        sms: deps.sms ?? (config.sms ? httpSmsProvider(config.sms) : developmentSmsProvider(app.log)),
        sessions,
        showDevCode: config.nodeEnv !== 'production',
        log: app.log,
      }),
      rateLimit: config.rateLimit,
    });

    // The backlog (issue 17): each module that owns the data answers for its tasks.
    backlog.register('onboarding', onboardingBacklogSource);
    backlog.register('shopOrders', unpaidOrdersBacklogSource);
    backlog.register('activities', unpaidActivitiesBacklogSource);
    backlog.register('approvals', approvalsBacklogSource);
    await app.register(backlogRoutes, {
      service: backlogService({
        db,
        clock,
        timeZone: config.timeZone,
        registry: backlog,
        onSourceError: (name, err) => app.log.error({ err, source: name }, 'backlog source failed'),
      }),
    });
    // Health index and ETC: provider links only when configured (never a made-up URL).
    await app.register(healthServicesRoutes, {
      service: healthServicesService({
        db,
        clock,
        timeZone: config.timeZone,
        provider: config.healthProviders.joying ? signedLinkProvider(config.healthProviders.joying) : null,
        etcContactPhone: config.etcContactPhone,
      }),
    });
    // Issue 18 pay records: payslips behind a re-authentication, benefits, company documents, payroll.
    await app.register(payRecordsRoutes, {
      service: payRecordsService({
        db,
        clock,
        timeZone: config.timeZone,
        tokens,
        loginLock: config.loginLock,
        pii,
        files,
      }),
      payroll: payrollService({ db }),
      welfare: welfareService({ db, clock, timeZone: config.timeZone }),
    });
    // Issue 18 part 6: customer service (chat, tickets, satisfaction) and employee tests.
    await app.register(customerServiceRoutes, {
      service: customerService({ db, clock, timeZone: config.timeZone }),
    });
    await app.register(employeeTestsRoutes, {
      service: employeeTestsService({ db, clock, timeZone: config.timeZone }),
    });
    // Issue 18 workplace: uniform receipts and the electronic badge (codes signed with a key from the JWT secret).
    await app.register(workplaceRoutes, {
      service: workplaceService({
        db,
        clock,
        timeZone: config.timeZone,
        codes: badgeCodes(config.jwtSecret),
      }),
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app as unknown as App;
}
