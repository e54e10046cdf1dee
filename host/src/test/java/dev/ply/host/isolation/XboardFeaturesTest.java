package dev.ply.host.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ply's answers to an xboard engine's features. */
class XboardFeaturesTest {

  @Test
  void fairyMaxsFeaturesAreAcceptedAndTheirValuesKept() {
    XboardFeatures f = new XboardFeatures();
    assertEquals(List.of("accepted myname"), f.read("feature myname=\"Fairy-Max 5.0b\""));
    assertEquals(
        List.of("accepted setboard", "rejected xedit", "accepted ping", "accepted done"),
        f.read("feature setboard=0 xedit=1 ping=1 done=0"),
        "xedit is not a CECP 2 feature");
    assertTrue(f.waitingForDone());
    f.read("feature option=\"Resign Threshold -spin 800 200 1200\"");
    f.read("feature done=1");
    assertTrue(f.done());
    assertEquals("Fairy-Max 5.0b", f.name());
    assertTrue(f.ping());
    assertFalse(f.setboard());
    assertFalse(f.usermove(), "the protocol's default");
    assertTrue(f.time(), "the protocol's default");
  }

  @Test
  void sanSignalsReuseZeroAndUnknownFeaturesAreRejected() {
    XboardFeatures f = new XboardFeatures();
    assertEquals(
        List.of(
            "rejected san",
            "rejected sigint",
            "rejected reuse",
            "rejected xedit",
            "accepted san",
            "accepted sigint",
            "accepted time"),
        f.read("feature san=1 sigint=1 reuse=0 xedit=1 san=0 sigint=0 time=0"));
    assertFalse(f.time());
  }
}
