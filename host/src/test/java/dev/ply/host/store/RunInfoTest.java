package dev.ply.host.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunInfoTest {

  @Test
  void sha256MatchesTheStandardTestVectors() {
    // FIPS 180-2, appendix B.1, and the digest of the empty string.
    assertEquals(
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", RunInfo.sha256("abc"));
    assertEquals(
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", RunInfo.sha256(""));
  }

  @Test
  void sha256HashesTheUtf8Bytes() {
    // printf '\303\251' | sha256sum  (é in UTF-8)
    assertEquals(
        "4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c",
        RunInfo.sha256("\u00e9"));
  }

  @Test
  void nothingMayBeNull() {
    assertThrows(
        NullPointerException.class,
        () ->
            new RunInfo(
                "match",
                "m",
                "m.yaml",
                "",
                RunInfo.sha256(""),
                "nim",
                "",
                Instant.EPOCH,
                "0.1",
                "jvm",
                null,
                List.of()));
  }
}
