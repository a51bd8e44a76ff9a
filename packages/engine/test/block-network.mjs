// Preloaded with --import (also into worker threads): any network use throws.
import dns from 'node:dns';
import net from 'node:net';

const refuse = () => {
  throw new Error('network disabled in this test');
};
globalThis.fetch = async () => refuse();
net.Socket.prototype.connect = refuse;
net.connect = refuse;
net.createConnection = refuse;
dns.lookup = refuse;
