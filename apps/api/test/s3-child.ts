/**
 * s3rver in a process of its own (`startS3Process` in s3.ts): started with the bucket named by the
 * first argument, it sends the parent its address and variables, and closes on the message 'close'.
 */
import { startS3 } from './s3.ts';

const store = await startS3(process.argv[2]);
process.send?.({ endpoint: store.endpoint, bucket: store.bucket, env: store.env });
process.on('message', async (message) => {
  if (message !== 'close') return;
  await store.close();
  process.exit(0);
});
