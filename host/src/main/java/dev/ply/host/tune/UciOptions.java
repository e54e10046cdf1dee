package dev.ply.host.tune;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The options a UCI engine declares in its handshake ({@code option name Skill Level type spin
 * default 20 min 0 max 20}), read once before a tuning starts so that a parameter the engine does
 * not have, or that is not a {@code spin}, is refused before any game.
 */
final class UciOptions {

  /** How long the engine may take to say {@code uciok}: generous, for a busy machine. */
  private static final long PATIENCE_SECONDS = 60;

  /**
   * One declared option.
   *
   * @param type {@code spin}, {@code check}, {@code combo}, {@code button} or {@code string}
   * @param min a spin's least value
   * @param max a spin's greatest value
   */
  record Declared(String name, String type, long min, long max) {}

  private UciOptions() {}

  /**
   * The options of the engine {@code command} starts, by name, in the order declared.
   *
   * @throws IllegalArgumentException if it cannot be started or does not finish its handshake
   */
  static Map<String, Declared> of(List<String> command) {
    Process process;
    try {
      process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot start " + command + ": " + e.getMessage(), e);
    }
    try {
      CompletableFuture<Map<String, Declared>> read =
          CompletableFuture.supplyAsync(() -> readHandshake(process));
      try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
        in.write("uci\n");
        in.flush();
        Map<String, Declared> options = read.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
        in.write("quit\n");
        in.flush();
        return options;
      }
    } catch (TimeoutException e) {
      throw new IllegalArgumentException(
          "the engine did not say uciok within " + PATIENCE_SECONDS + " s", e);
    } catch (ExecutionException | IOException e) {
      throw new IllegalArgumentException("the engine's handshake failed: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalArgumentException("interrupted", e);
    } finally {
      try {
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }

  private static Map<String, Declared> readHandshake(Process process) {
    Map<String, Declared> options = new LinkedHashMap<>();
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        if (line.strip().equals("uciok")) {
          return options;
        }
        parse(line).ifPresent(d -> options.put(d.name(), d));
      }
    } catch (IOException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
    throw new IllegalStateException("the engine ended before uciok");
  }

  /** One {@code option name … type …} line, if it is one. */
  static Optional<Declared> parse(String line) {
    String s = line.strip();
    if (!s.startsWith("option name ")) {
      return Optional.empty();
    }
    int type = s.indexOf(" type ");
    if (type < 0) {
      return Optional.empty();
    }
    String name = s.substring("option name ".length(), type).strip();
    String[] rest = s.substring(type + " type ".length()).strip().split("\\s+");
    long min = Long.MIN_VALUE;
    long max = Long.MAX_VALUE;
    for (int i = 1; i + 1 < rest.length; i++) {
      try {
        if (rest[i].equals("min")) {
          min = Long.parseLong(rest[i + 1]);
        } else if (rest[i].equals("max")) {
          max = Long.parseLong(rest[i + 1]);
        }
      } catch (NumberFormatException e) {
        // a bound that is not a number is left open
      }
    }
    return Optional.of(new Declared(name, rest[0], min, max));
  }
}
