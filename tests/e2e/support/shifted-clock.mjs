// Preloaded (`node --import`) into a server of its own for the evening tests: the process's clock
// starts at FAKE_NOW and runs on from there. The embedded database reads the same `Date`, so the
// API and `private.clock()` agree. Never loaded by the production server.
const target = Date.parse(process.env.FAKE_NOW ?? '');
if (Number.isNaN(target)) throw new Error('FAKE_NOW must be an ISO instant');
const RealDate = Date;
const offset = target - RealDate.now();

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = ShiftedDate;
