// A bare node-media-server RTMP server in its own process (node-media-server keeps module-level
// state, so each stand-in destination needs its own process). Usage: node nms-child.cjs PORT
const Context = require('node-media-server/src/core/context.js');
const NodeRtmpServer = require('node-media-server/src/server/rtmp_server.js');
const logger = require('node-media-server/src/core/logger.js');

logger.level = 'error';
const port = Number(process.argv[2]);
Context.config = { bind: '127.0.0.1', rtmp: { port } };
const server = new NodeRtmpServer();
server.tcpServer.listen(port, '127.0.0.1', () => process.stdout.write(`NMS ${port}\n`));
process.on('SIGTERM', () => process.exit(0));
