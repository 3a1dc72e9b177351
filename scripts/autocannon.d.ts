/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; max: number }
  type Result = { requests: Histogram; latency: Histogram; errors: number; non2xx: number; timeouts: number }
  type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    headers?: Record<string, string>
    method?: string
    body?: string
  }
  export default function autocannon(options: Options): Promise<Result>
}
