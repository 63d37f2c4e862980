import type { Employee } from '@freight/shared/employees';
import { storeSession } from '../../../lib/session';
import { fakeJwt } from '../../../test/tokens';

export function login(user: { id: number; role: 'admin' | 'employee'; company: number }) {
  storeSession({
    access: fakeJwt(3600),
    refresh: fakeJwt(86_400),
    user: { ...user, email: 'me@example.com', first_name: 'Me', last_name: 'Myself', is_superuser: false, last_seen_update: null },
  });
}

export function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: 5,
    first_name: 'Ioana',
    last_name: 'Dumitrescu',
    job_title: 'expeditor',
    email: 'ioana@carpati.example',
    phone_prefix: '+40',
    phone: '722111222',
    phones: [{ prefix: '+49', number: '15123456789', notes: 'night', has_whatsapp: true, has_signal: false }],
    alt_emails: [{ email: 'dispatch@carpati.example', notes: 'shared' }],
    hasSignalApp: true,
    hasWhatsApp: false,
    should_receive_truck_emails: true,
    should_receive_ware_emails: false,
    spoken_languages: ['ro', 'de'],
    role: 'employee',
    company: 9,
    has_hiring_proof: true,
    ...overrides,
  };
}
