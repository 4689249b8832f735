// What `npm run bench:flood` floods when there is no production build: server.ts's own HTTP server
// (lib/http/guarded-server.ts, the connection caps and timeouts read from the settings as server.ts reads
// them) over a trivial handler instead of Next.js. PORT and the CONNECTIONS_* settings from the environment.
import { env } from "../../lib/env";
import { connectionLimits, createGuardedServer } from "../../lib/http/guarded-server";

const settings = env();
const { server } = createGuardedServer(connectionLimits(settings), (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"ok":true}');
});
server.listen(settings.PORT, () =>
  console.info(`> flood target (guard over a trivial handler) on port ${settings.PORT}`),
);
process.on("SIGTERM", () => process.exit(0));
