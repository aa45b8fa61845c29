import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real server (MariaDB, Redis). `cut()` drops every connection
 * and refuses new ones, as an outage would; `freeze()` keeps every connection open and accepts
 * new ones but passes nothing on, as a server that hangs would; `restore()` lets traffic through.
 */
export class TcpProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private down = false;
  private frozen = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => {
      if (this.down) return client.destroy();
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      const forward = (from: net.Socket, to: net.Socket) =>
        from.on('data', (chunk: Buffer) => {
          if (!this.frozen) to.write(chunk);
        });
      forward(client, upstream);
      forward(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  cut(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }

  freeze(): void {
    this.frozen = true;
  }

  restore(): void {
    this.down = false;
    this.frozen = false;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
