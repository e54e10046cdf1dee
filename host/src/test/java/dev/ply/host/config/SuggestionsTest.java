package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SuggestionsTest {

  private static final List<String> KEYS =
      List.of("name", "strategy", "evaluator", "options", "depth", "nodes", "time");

  @Test
  void measuresEditDistanceIgnoringCaseWithASwapOfNeighboursAsOneEdit() {
    assertEquals(0, Suggestions.distance("", ""));
    assertEquals(3, Suggestions.distance("kitten", "sitting"));
    assertEquals(0, Suggestions.distance("Games", "games"));
    assertEquals(1, Suggestions.distance("gmaes", "games"));
    assertEquals(1, Suggestions.distance("gamse", "games"));
    assertEquals(
        3, Suggestions.distance("ca", "abc")); // no edit of a swapped pair: OSA, not full Damerau
    assertEquals(5, Suggestions.distance("", "depth"));
  }

  @Test
  void aPlusAsThePapersWriteItIsReadAsTheIdsPlus() {
    assertEquals(
        Optional.of("did you mean 'cfr-plus'?"),
        Suggestions.didYouMean("cfr+", List.of("cfr", "cfr-plus", "mccfr")));
  }

  @Test
  void suggestsTheNearestCandidateWithinReach() {
    assertEquals(Optional.of("strategy"), Suggestions.nearest("strategi", KEYS));
    assertEquals(Optional.of("depth"), Suggestions.nearest("DEPTH", KEYS));
    assertEquals(Optional.of("evaluator"), Suggestions.nearest("evalutor", KEYS));
  }

  @Test
  void allowsAThirdOfTheWordButAtLeastTwoEdits() {
    assertEquals(Optional.of("time"), Suggestions.nearest("tm", KEYS));
    assertEquals(Optional.empty(), Suggestions.nearest("x", List.of("abc")));
    assertEquals(
        Optional.of("iterative-deepening"),
        Suggestions.nearest("iterativ-deepnin", List.of("iterative-deepening")));
    assertEquals(Optional.empty(), Suggestions.nearest("colour", KEYS));
  }

  @Test
  void prefersACandidateOfTheGivenLengthWhenTwoAreEquallyNear() {
    assertEquals(Optional.of("games"), Suggestions.nearest("gamse", List.of("game", "games")));
  }

  @Test
  void breaksTiesAlphabetically() {
    assertEquals(Optional.of("bat"), Suggestions.nearest("cat", List.of("rat", "bat")));
  }

  @Test
  void aWordOfAFamilyIsOfferedTheFamilyRatherThanAWordThatMerelyLooksAlike() {
    List<String> options = List.of("threads", "tt-mb", "tt-wipe", "ordering");
    assertEquals("did you mean 'tt-mb' or 'tt-wipe'?", Suggestions.hint("tt-size", options));
    assertEquals(
        "did you mean 'tt-wipe'?",
        Suggestions.hint("tt-wpie", options),
        "one edit away is a typo, not a guess");
    assertEquals(
        "did you mean 'tt-mb'?", Suggestions.hint("tt-megabytes", List.of("tt-mb", "threads")));
  }

  @Test
  void hintsAtTheNearestOrListsTheCandidates() {
    assertEquals("did you mean 'nodes'?", Suggestions.hint("node", KEYS, "valid keys"));
    assertEquals(
        "valid keys: name, strategy, evaluator, options, depth, nodes, time",
        Suggestions.hint("colour", KEYS, "valid keys"));
    assertEquals("valid keys: none", Suggestions.hint("colour", List.of(), "valid keys"));
    assertEquals(
        "known: name, strategy, evaluator, options, depth, nodes, time",
        Suggestions.hint("colour", KEYS));
  }
}
