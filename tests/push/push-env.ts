// Settings of the push tests, before any module reads them.
process.env.AUTH_SECRET = "push-tests-secret-0123456789-abcdef";
process.env.SITE_URL = "http://glenboard.test";
process.env.TEST_MODE = "on";
process.env.VAPID_PUBLIC_KEY = "";
process.env.VAPID_PRIVATE_KEY = "";
process.env.VAPID_SUBJECT = "";
// The local push service is on this machine: allowed, as the switch is meant for (turned off where tested).
process.env.PUSH_ALLOW_PRIVATE_ENDPOINTS = "1";

import { resetEnvCache } from "@/lib/env";
resetEnvCache();
