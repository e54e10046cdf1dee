package dev.ply.host.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code ply play} at games of chance, of hidden information and of three players, with the real
 * plugins: you see only your seat's observation, chance is drawn for you, and the computer plays
 * every other seat.
 */
class PlayAnyGameIT {

  /** Plays with {@code typed} as your keyboard; returns what was printed. */
  private static String play(String typed, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    String[] all = new String[args.length + 1];
    all[0] = "play";
    System.arraycopy(args, 0, all, 1, args.length);
    int code =
        Main.execute(
            new BufferedReader(new StringReader(typed)),
            new PrintWriter(out, true),
            new PrintWriter(err, true),
            all);
    assertEquals(0, code, err + "\n" + out);
    return out.toString();
  }

  /** Many lines of the same few answers: the illegal ones are refused and asked again. */
  private static String answers(String... words) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      sb.append(words[i % words.length]).append('\n');
    }
    return sb.toString();
  }

  @Test
  void aSeatOfKuhnPokerSeesOnlyItsOwnCardUntilTheShowdown() {
    String text =
        play(answers("check", "call"), "kuhn-poker", "--against", "random", "--seat", "2");
    assertTrue(text.startsWith("Kuhn poker, 2 players: you are player 2, random plays"), text);
    assertTrue(text.contains("You see only what your seat sees."), text);
    List<String> seen =
        Arrays.stream(text.split("\n")).filter(l -> l.startsWith("You see: ")).toList();
    assertFalse(seen.isEmpty(), text);
    for (String line : seen.subList(0, seen.size() - 1)) {
      // One card named (yours), the other never before the end of the hand.
      String cards = line.replaceAll("[^JQK]", "");
      assertTrue(cards.length() <= 1, "more than your card shown: " + line);
      assertFalse(line.contains("deal:"), line);
    }
    assertTrue(seen.get(0).startsWith("You see: player 2 of 2"), seen.get(0));
    assertTrue(text.contains("Player 1 has moved."), "another seat's move is not shown: " + text);
    assertTrue(text.contains("The whole game: "), text);
    assertTrue(text.contains("Results: player 1 "), text);
  }

  @Test
  void pigDrawsTheDiceAndShowsThemInAGameWhereEverythingIsSeen() {
    String text =
        play(
            answers("roll", "hold"),
            "pig",
            "--against",
            "random",
            "--variant",
            "goal=20",
            "--seed",
            "7");
    assertTrue(text.contains("Chance: roll:"), text);
    assertTrue(text.contains("Player 2 plays "), text);
    assertTrue(text.contains("You win.") || text.contains("You lose."), text);
  }

  @Test
  void threePlayerKuhnPokerSeatsYouWhereYouAskAndTheComputerAtTheTwoOthers() {
    String text =
        play(answers("check", "call"), "kuhn-poker-3", "--against", "random", "--seat", "3");
    assertTrue(text.startsWith("Kuhn poker for three, 3 players: you are player 3"), text);
    assertTrue(text.contains("Player 1 has moved.") && text.contains("Player 2 has moved."), text);
    assertTrue(text.contains("Results: player 1 "), text);
  }

  @Test
  void aSeatThatTheGameDoesNotHaveIsRefused() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.execute(
            new BufferedReader(new StringReader("")),
            new PrintWriter(out, true),
            new PrintWriter(err, true),
            "play",
            "kuhn-poker",
            "--against",
            "random",
            "--seat",
            "3");
    assertEquals(Main.USAGE_ERROR, code);
    assertEquals("ply play: --seat 3: kuhn-poker has seats 1 to 2\n", err.toString());
  }
}
