/**
 * The deployed topology for the cluster e2e project: nginx, running the deployment's own docker/nginx.conf
 * (see `deployedServer`), terminating TLS with a certificate made here by openssl, load-balancing two `npm start`
 * instances (started as `node --import tsx scripts/run.ts start`, what
 * `npm start` runs, so that a SIGTERM reaches the server once) that share the PostgreSQL database of the e2e run,
 * one Redis database and an S3 bucket served by s3rver. Each instance gets an uploads folder of its own, so a file
 * can only be shared through the bucket. A second nginx port (`ports.nginxOne`) reaches instance A alone.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const clusterBase = Number(process.env.E2E_CLUSTER_PORT || 3240)
export const ports = {
  nginx: clusterBase + 4,
  a: clusterBase + 2,
  b: clusterBase + 3,
  s3: clusterBase + 5,
  nginxOne: clusterBase + 6,
  nginxStatic: clusterBase + 7,
  nginxStaticHeaders: clusterBase + 10,
  nginxStaticTuned: clusterBase + 11,
}
export const publicOrigin = `https://127.0.0.1:${ports.nginx}`
export const instanceUrl = { a: `http://127.0.0.1:${ports.a}`, b: `http://127.0.0.1:${ports.b}` }
export const redisUrl = process.env.E2E_REDIS_URL || 'redis://127.0.0.1:6379/2'
export const bucket = 'cluster-media'

const root = path.resolve(import.meta.dirname, '../..')

export type Topology = {
  dir: string
  instances: Record<'a' | 'b', ChildProcess>
  stopInstance(name: 'a' | 'b'): Promise<void>
  /** Stops an instance (SIGTERM, as a deploy does) if it runs, starts it again and waits until it is ready. */
  restartInstance(name: 'a' | 'b'): Promise<void>
  stop(): Promise<void>
  logs(name: 'a' | 'b'): string
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve()
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${port} after ${timeoutMs} ms`))
        else setTimeout(attempt, 250)
      })
    }
    attempt()
  })
}

export async function waitForReady(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited (${child.exitCode}):\n${log().slice(-4000)}`)
    try {
      const response = await fetch(`${url}/next/health/ready`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms:\n${log().slice(-4000)}`)
}

/** One replacement in docker/nginx.conf that must happen: a change there that this no longer fits fails loudly. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text)
  if (!found) throw new Error(`docker/nginx.conf no longer contains ${String(from)}: update tests/cluster/topology.ts`)
  return text.replace(from, () => to)
}

/**
 * The deployed nginx configuration (docker/nginx.conf) with only its `listen` line (TLS on a test port) and its
 * upstream's `server` lines (the test's instances) changed. `name` renames the upstream, for the one-instance port.
 */
function deployedServer(dir: string, name: string, listenPort: number, instancePorts: number[]): string {
  let text = fs.readFileSync(path.join(root, 'docker/nginx.conf'), 'utf8')
  // The page cache's folder in the test's folder. Its zone and the maps are http-wide: the second copy (the
  // one-instance port) shares them rather than defining them again.
  text = replaceOnce(text, /proxy_cache_path \/var\/cache\/nginx\/pages /, `proxy_cache_path ${dir}/page-cache `)
  if (name !== 'app') text = text.slice(text.indexOf('upstream app {'))
  const options = /^\s*server app:3000\b([^;]*);/m.exec(text)?.[1] ?? ''
  text = replaceOnce(
    text,
    /^\s*server app:3000\b[^;]*;/m,
    instancePorts.map((port) => `  server 127.0.0.1:${port}${options};`).join('\n'),
  )
  text = replaceOnce(
    text,
    /^\s*listen 80;/m,
    `  listen 127.0.0.1:${listenPort} ssl;\n  ssl_certificate ${dir}/cert.pem;\n  ssl_certificate_key ${dir}/key.pem;`,
  )
  text = replaceOnce(
    text,
    'access_log /var/log/nginx/access.log trade_json;',
    `access_log ${dir}/access.log trade_json;`,
  )
  text = replaceOnce(text, 'upstream app {', `upstream ${name} {`)
  return replaceOnce(text, 'proxy_pass http://app;', `proxy_pass http://${name};`)
}

function staticServer(dir: string, port: number, extra = ''): string {
  return `server {
  listen 127.0.0.1:${port} ssl;
  ssl_certificate ${dir}/cert.pem;
  ssl_certificate_key ${dir}/key.pem;
  root ${dir}/static;
  default_type text/html;
  gzip_static on;
  ${extra}
}`
}

function nginxConfig(dir: string): string {
  return `
daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${deployedServer(dir, 'app', ports.nginx, [ports.a, ports.b])}
# Instance A alone (the bench's one-instance figures).
${deployedServer(dir, 'one', ports.nginxOne, [ports.a])}
# Files from disk, with gzip_static (the bench's limit: nginx serving the same bytes as a page, scripts/bench-cluster.ts):
# the bare files; the same with the headers the pages carry (written by the bench into static-headers/, then nginx
# reloads); and that again with the file-descriptor cache the deployed configuration gives its page cache.
${staticServer(dir, ports.nginxStatic)}
${staticServer(dir, ports.nginxStaticHeaders, `include ${dir}/static-headers/*.conf;`)}
${staticServer(dir, ports.nginxStaticTuned, `open_file_cache max=2000 inactive=60s;\n  include ${dir}/static-headers/*.conf;`)}
}
`
}

/** `env`: settings of both instances beyond the deployment's (e.g. CDN_TAG_HEADER for the cluster test). */
export async function startTopology(options: { env?: Record<string, string> } = {}): Promise<Topology> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trade-cluster-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      `${dir}/key.pem`,
      '-out',
      `${dir}/cert.pem`,
    ],
    {
      stdio: 'ignore',
    },
  )

  // S3: s3rver in this process, its files in the temporary folder.
  const { default: S3rver } = await import('s3rver')
  const s3 = new S3rver({
    port: ports.s3,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await s3.run()

  const prefix = `cluster-${Date.now().toString(36)}:`
  const logs: Record<'a' | 'b', string[]> = { a: [], b: [] }
  const env = (name: 'a' | 'b'): NodeJS.ProcessEnv => {
    const { SMTP_HOST: _smtp, NEXT_PUBLIC_SERVER_URL: _old, ...rest } = process.env
    return {
      ...rest,
      NODE_ENV: 'production',
      PORT: String(ports[name]),
      HOSTNAME: '127.0.0.1',
      PUBLIC_SERVER_URL: publicOrigin,
      // No SMTP here: mail goes to the log, said on purpose (production refuses to start otherwise, src/settings.ts).
      MAIL_DELIVERY: 'log',
      TRUST_PROXY: 'true',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_DIR: path.join(dir, `media-${name}`),
      SEED_DEMO_MEMBERS: 'true',
      // Configured at run time only: the build knew nothing of it.
      ANALYTICS_SCRIPT_ORIGIN: 'https://stats.cluster.test',
      // Browser settings, also run time only: the pages hand them to browser code on <html>.
      COOKIE_DOMAIN: 'cluster.test',
      PUBLIC_API_URL: 'https://api.cluster.test',
      ...options.env,
    }
  }
  const start = (name: 'a' | 'b') => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run.ts', 'start'], {
      cwd: root,
      env: env(name),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      if (process.env.E2E_KEEP_CLUSTER_DIR) fs.appendFileSync(path.join(dir, `instance-${name}.log`), chunk)
      logs[name].push(chunk.toString('utf8'))
      if (logs[name].length > 400) logs[name].splice(0, 200)
    }
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    return child
  }
  const log = (name: 'a' | 'b') => logs[name].join('')

  // One after the other: each start migrates and seeds (a no-op on the e2e database) before serving.
  const a = start('a')
  await waitForReady(instanceUrl.a, a, () => log('a'), 180_000)
  const b = start('b')
  await waitForReady(instanceUrl.b, b, () => log('b'), 180_000)

  fs.mkdirSync(path.join(dir, 'static'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'static-headers'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir))
  const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  const nginx = spawn(
    nginxBin,
    ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'nginx-error.log')],
    { stdio: 'ignore' },
  )
  await waitForPort(ports.nginx, 10_000).catch((error: Error) => {
    const log = fs.existsSync(path.join(dir, 'nginx-error.log'))
      ? fs.readFileSync(path.join(dir, 'nginx-error.log'), 'utf8')
      : ''
    a.kill('SIGTERM')
    b.kill('SIGTERM')
    throw new Error(`${error.message}\nnginx: ${log.slice(-2000)}`)
  })

  const instances = { a, b }
  const stopInstance = (name: 'a' | 'b') =>
    new Promise<void>((resolve) => {
      const child = instances[name]
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref()
    })
  const restartInstance = async (name: 'a' | 'b') => {
    await stopInstance(name)
    instances[name] = start(name)
    await waitForReady(instanceUrl[name], instances[name], () => log(name), 180_000)
  }
  return {
    dir,
    instances,
    stopInstance,
    restartInstance,
    logs: log,
    async stop() {
      nginx.kill('SIGTERM')
      await Promise.all([stopInstance('a'), stopInstance('b')])
      await s3.close().catch(() => {})
      if (!process.env.E2E_KEEP_CLUSTER_DIR) fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
