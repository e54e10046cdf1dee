package dev.ply.host.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.MoveRecord;
import dev.ply.host.referee.Termination;
import dev.ply.host.referee.Violation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class EnvelopesTest {

  private final ClusterSecret secret = ClusterSecret.generate();
  private final UUID coordinator = UUID.randomUUID();
  private final UUID worker = UUID.randomUUID();

  /** Sets {@link #ran} when it is deserialized: it must never be. */
  static final class Payload implements Serializable {
    static volatile boolean ran;

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      ran = true;
    }
  }

  private static GameRecord record() {
    return new GameRecord(
        7,
        "nim",
        "",
        List.of("a", "b"),
        1,
        Termination.ILLEGAL_MOVE,
        "a returned an illegal move",
        42L,
        Instant.ofEpochSecond(1),
        Instant.ofEpochSecond(2),
        "3 5 7",
        List.of(new MoveRecord(1, 0, "a", "1-2", 1000, 3, 99, 5, "1-2 2-1", Map.of("cutoffs", 4L))),
        "",
        List.of(new Violation(2, 0, "a", Termination.ILLEGAL_MOVE, "9", "forfeit", 1)));
  }

  @Test
  void aMessageSealedAndOpenedWithTheSameSecretComesBackWhole() throws Exception {
    Message.Played played = new Message.Played(12L, record());
    Envelopes.Opened opened =
        Envelopes.open(secret, Envelopes.seal(secret, worker, coordinator, played));
    assertEquals(worker, opened.from());
    assertEquals(coordinator, opened.to());
    assertEquals(played, opened.message());
  }

  @Test
  void aTuningsGameTravelsWithItsSidesValues() throws Exception {
    dev.ply.host.tune.TunedSide plus =
        new dev.ply.host.tune.TunedSide(
            "mcts.plus",
            "mcts",
            List.of("exploration", "evaluator.weight-1"),
            new double[] {1.25, 7},
            new boolean[] {false, true});
    Message.Play play =
        new Message.Play(
            5L,
            new RunDescription("tune", "text", "t.yaml", "ab", Map.of("nim", "cd"), 3L),
            new dev.ply.host.store.ScheduledGame(9, 1, "mcts.plus", "mcts.minus", "", 11L),
            Map.of(),
            java.util.Set.of(),
            java.util.Set.of(),
            List.of(plus));
    Message.Play back =
        (Message.Play)
            Envelopes.open(secret, Envelopes.seal(secret, coordinator, worker, play)).message();
    dev.ply.host.tune.TunedSide side = back.sides().get(0);
    assertEquals("mcts.plus", side.name());
    assertEquals(List.of("exploration", "evaluator.weight-1"), side.parameters());
    assertTrue(Arrays.equals(new double[] {1.25, 7}, side.values()));
    assertTrue(Arrays.equals(new boolean[] {false, true}, side.whole()));
    assertEquals(play.game(), back.game());
  }

  @Test
  void aMessageSignedWithAnotherSecretIsRejected() {
    byte[] sealed =
        Envelopes.seal(
            ClusterSecret.generate(), coordinator, worker, new Message.CheckAnswer("w", 1, ""));
    Envelopes.Rejected e =
        assertThrows(Envelopes.Rejected.class, () -> Envelopes.open(secret, sealed));
    assertEquals("not signed with this cluster's secret", e.getMessage());
  }

  @Test
  void aMessageWhoseBytesWereChangedIsRejected() {
    byte[] sealed = Envelopes.seal(secret, coordinator, worker, new Message.Failed(3L, "x"));
    sealed[sealed.length - 2] ^= 1;
    assertThrows(Envelopes.Rejected.class, () -> Envelopes.open(secret, sealed));
  }

  @Test
  void aSignedBodyHoldingAClassThatIsNotAPlyMessageIsNeverDeserialized() throws Exception {
    // As if the secret had leaked: the filter still admits Ply's messages alone.
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      HashMap<String, Object> map = new HashMap<>();
      map.put("x", new Payload());
      out.writeObject(map);
    }
    byte[] body = bytes.toByteArray();
    byte[] mac = secret.sign(body);
    byte[] sealed = Arrays.copyOf(mac, mac.length + body.length);
    System.arraycopy(body, 0, sealed, mac.length, body.length);
    Envelopes.Rejected e =
        assertThrows(Envelopes.Rejected.class, () -> Envelopes.open(secret, sealed));
    assertTrue(
        e.getMessage().startsWith("holds a class that is not a Ply message"), e.getMessage());
    assertFalse(Payload.ran);
  }

  @Test
  void aClusterNameDependsOnTheSecretAndDoesNotShowIt() {
    ClusterSecret same = ClusterSecret.of(secret.text());
    assertEquals(secret.clusterName(), same.clusterName());
    assertNotEquals(secret.clusterName(), ClusterSecret.generate().clusterName());
    assertFalse(secret.clusterName().contains(secret.text().substring(0, 8)));
    assertFalse(secret.toString().contains(secret.text()));
  }

  @Test
  void aShortSecretIsRefusedWithHowToMakeOne() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ClusterSecret.of("abc"));
    assertTrue(e.getMessage().contains("at least 16 characters"), e.getMessage());
  }

  @Test
  void twoDrawnSecretsDiffer() {
    assertNotEquals(ClusterSecret.generate().text(), ClusterSecret.generate().text());
    assertEquals(43, ClusterSecret.generate().text().length());
  }

  @Test
  void aSecretFileThatIsADeviceIsRefusedAtOnceNotReadUntilTheHeapRunsOut() {
    java.nio.file.Path zero = java.nio.file.Path.of("/dev/zero");
    org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.exists(zero));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ClusterSecret.given(zero, null));
    assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
  }
}
