import { loadBotConfig } from './bot-config';
import { createBotServer } from './bot-server';

const config = loadBotConfig();
const { server } = createBotServer(config);
server.listen(config.port, () =>
  console.log(`Parley Teams bot listening on :${config.port}/api/messages (API ${config.apiUrl})`),
);
