// Spec §3 reference data: IANA time zones, as the running engine's time zone database knows them.
let supported: ReadonlySet<string> | undefined;

function supportedZones(): ReadonlySet<string> {
  supported ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  return supported;
}

// An IANA name is letters, digits, "_", "+", "-" in "/"-separated parts ("Etc/GMT+3");
// newer engines also take offsets like "+01:00", which are not zones and are refused here.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

// supportedValuesOf lists canonical zones only; aliases ("UTC", "Europe/Kiev", "US/Pacific")
// are IANA names too, and the engine accepting them in a formatter is the test for those.
export function isTimeZone(value: string): boolean {
  if (supportedZones().has(value)) return true;
  if (!IANA_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
