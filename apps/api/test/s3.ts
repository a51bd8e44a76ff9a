import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The variables that point the product at this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-speaking server (s3rver) on a free port, its data in a temporary folder, with one
 * bucket; the product talks to it through @aws-sdk/client-s3 exactly as to MinIO or AWS.
 */
export async function startS3(bucket = 'vd-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vd-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The same server in a child process: a test that measures its own process's memory (a streamed
 * upload) measures the product's S3 client then, not s3rver's buffers of the object it receives.
 */
export async function startS3Process(bucket = 'vd-test'): Promise<TestS3> {
  const child = fork(path.join(import.meta.dirname, 's3-child.ts'), [bucket], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error('s3rver child process ended before it was ready');
    }),
  ])) as [Omit<TestS3, 'close'>];
  return {
    ...ready,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.send('close');
      await exited;
    },
  };
}
