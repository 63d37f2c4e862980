/**
 * The flags of the 47 European countries (DESIGN §1) as SVG files from the `flag-icons` package (MIT),
 * shipped with the app instead of regional-indicator emoji, which Windows draws as two letters and
 * Debian's Chromium as empty boxes (issue 35 item 6). Each import is a URL: vite.config.ts keeps these
 * files out of the scripts, so a flag costs a request when it is shown and nothing before; only the
 * countries of the exchange are listed, so only their flags are emitted.
 */
import ad from 'flag-icons/flags/4x3/ad.svg?url';
import al from 'flag-icons/flags/4x3/al.svg?url';
import at from 'flag-icons/flags/4x3/at.svg?url';
import ba from 'flag-icons/flags/4x3/ba.svg?url';
import be from 'flag-icons/flags/4x3/be.svg?url';
import bg from 'flag-icons/flags/4x3/bg.svg?url';
import by from 'flag-icons/flags/4x3/by.svg?url';
import ch from 'flag-icons/flags/4x3/ch.svg?url';
import cy from 'flag-icons/flags/4x3/cy.svg?url';
import cz from 'flag-icons/flags/4x3/cz.svg?url';
import de from 'flag-icons/flags/4x3/de.svg?url';
import dk from 'flag-icons/flags/4x3/dk.svg?url';
import ee from 'flag-icons/flags/4x3/ee.svg?url';
import es from 'flag-icons/flags/4x3/es.svg?url';
import fi from 'flag-icons/flags/4x3/fi.svg?url';
import fr from 'flag-icons/flags/4x3/fr.svg?url';
import gb from 'flag-icons/flags/4x3/gb.svg?url';
import gr from 'flag-icons/flags/4x3/gr.svg?url';
import hr from 'flag-icons/flags/4x3/hr.svg?url';
import hu from 'flag-icons/flags/4x3/hu.svg?url';
import ie from 'flag-icons/flags/4x3/ie.svg?url';
import is from 'flag-icons/flags/4x3/is.svg?url';
import it from 'flag-icons/flags/4x3/it.svg?url';
import li from 'flag-icons/flags/4x3/li.svg?url';
import lt from 'flag-icons/flags/4x3/lt.svg?url';
import lu from 'flag-icons/flags/4x3/lu.svg?url';
import lv from 'flag-icons/flags/4x3/lv.svg?url';
import mc from 'flag-icons/flags/4x3/mc.svg?url';
import md from 'flag-icons/flags/4x3/md.svg?url';
import me from 'flag-icons/flags/4x3/me.svg?url';
import mk from 'flag-icons/flags/4x3/mk.svg?url';
import mt from 'flag-icons/flags/4x3/mt.svg?url';
import nl from 'flag-icons/flags/4x3/nl.svg?url';
import no from 'flag-icons/flags/4x3/no.svg?url';
import pl from 'flag-icons/flags/4x3/pl.svg?url';
import pt from 'flag-icons/flags/4x3/pt.svg?url';
import ro from 'flag-icons/flags/4x3/ro.svg?url';
import rs from 'flag-icons/flags/4x3/rs.svg?url';
import ru from 'flag-icons/flags/4x3/ru.svg?url';
import se from 'flag-icons/flags/4x3/se.svg?url';
import si from 'flag-icons/flags/4x3/si.svg?url';
import sk from 'flag-icons/flags/4x3/sk.svg?url';
import sm from 'flag-icons/flags/4x3/sm.svg?url';
import tr from 'flag-icons/flags/4x3/tr.svg?url';
import ua from 'flag-icons/flags/4x3/ua.svg?url';
import va from 'flag-icons/flags/4x3/va.svg?url';
import xk from 'flag-icons/flags/4x3/xk.svg?url';

export const FLAG_URLS: Readonly<Record<string, string>> = {
  AD: ad,
  AL: al,
  AT: at,
  BA: ba,
  BE: be,
  BG: bg,
  BY: by,
  CH: ch,
  CY: cy,
  CZ: cz,
  DE: de,
  DK: dk,
  EE: ee,
  ES: es,
  FI: fi,
  FR: fr,
  GB: gb,
  GR: gr,
  HR: hr,
  HU: hu,
  IE: ie,
  IS: is,
  IT: it,
  LI: li,
  LT: lt,
  LU: lu,
  LV: lv,
  MC: mc,
  MD: md,
  ME: me,
  MK: mk,
  MT: mt,
  NL: nl,
  NO: no,
  PL: pl,
  PT: pt,
  RO: ro,
  RS: rs,
  RU: ru,
  SE: se,
  SI: si,
  SK: sk,
  SM: sm,
  TR: tr,
  UA: ua,
  VA: va,
  XK: xk,
};
