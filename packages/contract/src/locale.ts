import { z } from 'zod';

// Zod's own messages (for rules without a message of ours) in Indonesian, in the browser and the server.
z.config(z.locales.id());
