ALTER TABLE "accounts" ALTER COLUMN "language" SET DEFAULT 'hu';
