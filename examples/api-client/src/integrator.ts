// An integrator's script: sign in, list players, create one, delete it (run: SMUC_API=… SMUC_EMAIL=… SMUC_PASSWORD=… pnpm start).
import createClient from 'openapi-fetch';
import type { paths } from './schema';

const api = createClient<paths>({ baseUrl: process.env.SMUC_API ?? 'http://localhost:8080/smucrestapi/v2' });
const email = process.env.SMUC_EMAIL ?? 'demo@smuc.test';
const password = process.env.SMUC_PASSWORD ?? '';

const signIn = await api.POST('/auth/token', { body: { email, password } });
if (!signIn.data) throw new Error(`sign-in failed: ${signIn.error?.error}`);
const token = signIn.data.data.token;
api.use({ onRequest: ({ request }) => request.headers.set('authorization', `Bearer ${token}`) });

const list = await api.GET('/my-streams', { params: { query: { per_page: 5 } } });
if (!list.data) throw new Error(`listing failed: ${list.error?.error}`);
console.log(
  `players: ${list.data.data.total}, first: ${list.data.data.items.map((p) => p.title).join(', ')}`,
);

const created = await api.POST('/stream', { body: { kind: 'playback', title: 'Made by the API client' } });
if (!created.data) throw new Error(`create failed: ${created.error?.error}`);
const { id } = created.data.data;
const removed = await api.DELETE('/stream/{id}', { params: { path: { id: String(id) } } });
if (!removed.data) throw new Error(`delete failed: ${removed.error?.error}`);
console.log(`created and deleted player ${id}`);
