package dev.ply.host.cluster;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.UUID;

/**
 * Seals a {@link Message} for one cluster member and opens what arrives: the bytes are {@code
 * HMAC-SHA256(secret, body) || body}, where the body is the Java serialization of the sender, the
 * recipient and the message.
 *
 * <p>Opening checks the HMAC before anything is deserialized, so bytes from someone without the
 * secret are never read as objects; even then the body is read through an {@link ObjectInputFilter}
 * that admits Ply's message classes and the few JDK classes they are made of, and nothing else.
 */
final class Envelopes {

  /** Thrown for bytes that must not be acted on; its message says why, for one log line. */
  static final class Rejected extends Exception {
    Rejected(String why) {
      super(why);
    }
  }

  /** A message that was opened: who sent it, to whom. */
  record Opened(UUID from, UUID to, Message message) {}

  /** What is signed: the sender, the recipient, and the message. */
  private record Body(UUID from, UUID to, Message message) implements Serializable {}

  private static final int MAC_BYTES = 32;

  /** The classes an envelope's body may hold: Ply's messages and their parts, and JDK basics. */
  static final ObjectInputFilter FILTER =
      ObjectInputFilter.Config.createFilter(
          String.join(
              ";",
              "maxdepth=16",
              "maxrefs=1000000",
              "maxbytes=67108864",
              "maxarray=1000000",
              "dev.ply.host.cluster.Envelopes$Body",
              "dev.ply.host.cluster.Message$Check",
              "dev.ply.host.cluster.Message$CheckAnswer",
              "dev.ply.host.cluster.Message$Play",
              "dev.ply.host.cluster.Message$Played",
              "dev.ply.host.cluster.Message$Moved",
              "dev.ply.host.cluster.Message$Failed",
              "dev.ply.host.cluster.RunDescription",
              "dev.ply.host.tune.TunedSide",
              "dev.ply.host.store.ScheduledGame",
              "dev.ply.host.referee.GameRecord",
              "dev.ply.host.referee.MoveRecord",
              "dev.ply.host.referee.Violation",
              "dev.ply.host.referee.Adjudicated",
              "dev.ply.host.referee.Termination",
              "java.lang.Enum",
              "java.lang.String",
              "java.lang.Number",
              "java.lang.Integer",
              "java.lang.Long",
              "java.lang.Double",
              "java.lang.Object",
              "java.util.UUID",
              "java.util.CollSer",
              "java.util.ImmutableCollections$*",
              "java.util.ArrayList",
              "java.util.Collections$UnmodifiableRandomAccessList",
              "java.util.Collections$UnmodifiableList",
              "java.util.Collections$UnmodifiableCollection",
              "java.time.Ser",
              "java.time.Instant",
              "!*"));

  private Envelopes() {}

  /** {@code message} from {@code from} to {@code to}, signed with {@code secret}. */
  static byte[] seal(ClusterSecret secret, UUID from, UUID to, Message message) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(new Body(from, to, message));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    byte[] body = bytes.toByteArray();
    byte[] mac = secret.sign(body);
    byte[] sealed = Arrays.copyOf(mac, MAC_BYTES + body.length);
    System.arraycopy(body, 0, sealed, MAC_BYTES, body.length);
    return sealed;
  }

  /**
   * The message in {@code sealed}, if it is signed with {@code secret}. Its recipient is for the
   * caller to compare with itself (a topic carries messages for every worker).
   *
   * @throws Rejected otherwise, saying why
   */
  static Opened open(ClusterSecret secret, byte[] sealed) throws Rejected {
    if (sealed == null || sealed.length <= MAC_BYTES) {
      throw new Rejected("too short to be a signed message");
    }
    byte[] mac = Arrays.copyOf(sealed, MAC_BYTES);
    byte[] body = Arrays.copyOfRange(sealed, MAC_BYTES, sealed.length);
    if (!secret.verify(body, mac)) {
      throw new Rejected("not signed with this cluster's secret");
    }
    Object read;
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(body))) {
      in.setObjectInputFilter(FILTER);
      read = in.readObject();
    } catch (InvalidClassException e) {
      throw new Rejected("holds a class that is not a Ply message: " + e.getMessage());
    } catch (IOException | ClassNotFoundException | RuntimeException e) {
      throw new Rejected("unreadable: " + e);
    }
    if (!(read instanceof Body b) || b.message() == null || b.from() == null || b.to() == null) {
      throw new Rejected("not a Ply message");
    }
    return new Opened(b.from(), b.to(), b.message());
  }
}
