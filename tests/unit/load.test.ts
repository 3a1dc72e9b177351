import { describe, expect, it } from 'vitest'

import { parseWrk, wrkDuration } from '../../scripts/load'

// Output of wrk 4.1 (Debian's package) as the benches run it: `wrk -t1 -c10 -d5s --latency …`.
const clean = `Running 3s test @ https://127.0.0.1:3246/cn
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   808.13us  477.97us   5.95ms   86.84%
    Req/Sec    12.77k     1.50k   16.09k    73.33%
  Latency Distribution
     50%  713.00us
     75%    0.91ms
     90%    1.19ms
     99%    3.04ms
  38111 requests in 3.00s, 1.06GB read
Requests/sec:  12702.13
Transfer/sec:    362.56MB
`

const failing = `Running 5s test @ https://127.0.0.1:3244/en
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    16.31ms   17.09ms   1.05s    87.73%
    Req/Sec   318.40    170.26   500.00     70.00%
  Latency Distribution
     50%   10.56ms
     75%   18.81ms
     90%   38.25ms
     99%    1.20s
  1600 requests in 5.01s, 267.40KB read
  Socket errors: connect 0, read 3, write 0, timeout 2
  Non-2xx or 3xx responses: 40
Requests/sec:    319.54
Transfer/sec:    53.68KB
`

describe('the benches read wrk', () => {
  it('takes the rate and the p50/p99 in milliseconds', () => {
    expect(parseWrk(clean)).toEqual({ rps: 12702.13, p50: 0.713, p99: 3.04, failed: 0 })
  })

  it('counts error answers and socket errors as failed, and reads seconds', () => {
    expect(parseWrk(failing)).toEqual({ rps: 319.54, p50: 10.56, p99: 1200, failed: 45 })
  })

  it('refuses output it does not understand rather than report zeros', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:3246 Connection refused')).toThrow(/not understood/)
    expect(() => wrkDuration('fast')).toThrow()
  })
})
