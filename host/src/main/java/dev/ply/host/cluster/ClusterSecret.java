package dev.ply.host.cluster;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The secret a cluster's coordinator and workers share: it names their Hazelcast cluster and signs
 * every message between them (HMAC-SHA256), so that only someone who holds it can hand a worker a
 * run or a game, or hand the coordinator a result.
 *
 * <p>It is never derived from the config: the coordinator draws one with {@link SecureRandom} and
 * prints it once, or takes the one given in the environment variable {@value #ENV} or a file
 * ({@code --secret-file}); a worker must be given the same. Immutable and thread-safe; its {@link
 * #toString()} does not show it.
 */
public final class ClusterSecret {

  /** The environment variable of the secret, for {@code ply tournament} and {@code ply worker}. */
  public static final String ENV = "PLY_CLUSTER_SECRET";

  private static final String HMAC = "HmacSHA256";
  private static final int MIN_LENGTH = 16;

  private final String text;
  private final SecretKeySpec key;

  private ClusterSecret(String text) {
    this.text = text;
    this.key = new SecretKeySpec(text.getBytes(StandardCharsets.UTF_8), HMAC);
  }

  /** A new random secret: 32 bytes from {@link SecureRandom}, as 43 base64url characters. */
  public static ClusterSecret generate() {
    byte[] bytes = new byte[32];
    new SecureRandom().nextBytes(bytes);
    return new ClusterSecret(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
  }

  /**
   * A secret given as text.
   *
   * @throws IllegalArgumentException if it is shorter than 16 characters or holds a space or a
   *     control character
   */
  public static ClusterSecret of(String text) {
    String t = text.strip();
    if (t.length() < MIN_LENGTH) {
      throw new IllegalArgumentException(
          "a cluster secret has at least "
              + MIN_LENGTH
              + " characters (got "
              + t.length()
              + "); let the coordinator draw one, or make one with"
              + " openssl rand -base64 32");
    }
    if (!t.chars().allMatch(c -> c > ' ' && c != 127)) {
      throw new IllegalArgumentException("a cluster secret has no spaces or control characters");
    }
    return new ClusterSecret(t);
  }

  /**
   * The secret of {@code file} (its first line) if one is given, else of the environment variable
   * {@value #ENV} if it is set, else empty.
   *
   * @throws IllegalArgumentException if the file cannot be read or either secret is malformed,
   *     naming where it came from
   */
  public static Optional<ClusterSecret> given(Path file, String environment) {
    if (file != null) {
      String content;
      try {
        // A secret is one short line: a regular file read to at most 4 KiB, never a device or a
        // FIFO that would fill the heap or wait forever.
        if (!Files.isRegularFile(file)) {
          throw new IOException(
              Files.exists(file)
                  ? "not a regular file (a device or a FIFO);"
                      + " give a file that holds the secret on its first line"
                  : "no such file");
        }
        try (java.io.InputStream in = Files.newInputStream(file)) {
          byte[] head = in.readNBytes(4096);
          content = new String(head, StandardCharsets.UTF_8);
        }
      } catch (IOException | RuntimeException e) {
        throw new IllegalArgumentException(
            "cannot read --secret-file " + file + ": " + e.getMessage());
      }
      String line = content.lines().findFirst().orElse("");
      try {
        return Optional.of(of(line));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("--secret-file " + file + ": " + e.getMessage());
      }
    }
    if (environment != null && !environment.isBlank()) {
      try {
        return Optional.of(of(environment));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(ENV + ": " + e.getMessage());
      }
    }
    return Optional.empty();
  }

  /** The secret itself, to be printed once for the workers. */
  public String text() {
    return text;
  }

  /**
   * The Hazelcast cluster name: {@code ply-} and 16 hex digits of an HMAC of a fixed label. It
   * keeps members of other secrets out of the cluster without showing the secret (the name crosses
   * the network in the clear).
   */
  public String clusterName() {
    byte[] mac = sign("ply cluster name".getBytes(StandardCharsets.UTF_8));
    return "ply-" + HexFormat.of().formatHex(mac, 0, 8);
  }

  /** The HMAC-SHA256 of {@code data} under this secret: 32 bytes. */
  byte[] sign(byte[] data) {
    try {
      Mac mac = Mac.getInstance(HMAC);
      mac.init(key);
      return mac.doFinal(data);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this JVM has no " + HMAC, e);
    }
  }

  /** Whether {@code mac} is the HMAC of {@code data} under this secret (in constant time). */
  boolean verify(byte[] data, byte[] mac) {
    return MessageDigest.isEqual(sign(data), mac);
  }

  @Override
  public String toString() {
    return "ClusterSecret[hidden]";
  }
}
