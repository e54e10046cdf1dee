package dev.ply.host;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * What each package of the host may touch, as docs/DESIGN.md draws the layers: the lower ones know
 * nothing of those above them. Checked on the compiled classes (ArchUnit), so an import that
 * crosses a layer the wrong way fails the build, with the classes that do it.
 */
class LayersTest {

  private static final JavaClasses HOST =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages("dev.ply.host");

  private static String pkg(String name) {
    return "dev.ply.host." + name + "..";
  }

  @Test
  void theRefereeKnowsNoOtherPartOfTheHost() {
    noClasses()
        .that()
        .resideInAPackage(pkg("referee"))
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            pkg("config"),
            pkg("store"),
            pkg("tournament"),
            pkg("isolation"),
            pkg("cluster"),
            pkg("cli"),
            pkg("report"),
            pkg("plugins"))
        .check(HOST);
  }

  @Test
  void ratingsAreMathsThatKnowNothingElse() {
    noClasses()
        .that()
        .resideInAPackage(pkg("rating"))
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            pkg("config"),
            pkg("store"),
            pkg("tournament"),
            pkg("isolation"),
            pkg("cluster"),
            pkg("cli"),
            pkg("report"),
            pkg("plugins"),
            pkg("referee"))
        .check(HOST);
  }

  @Test
  void jsonTextIsTheBottomLayer() {
    noClasses()
        .that()
        .resideInAPackage(pkg("json"))
        .should()
        .dependOnClassesThat()
        .resideOutsideOfPackages(pkg("json"), "java..")
        .check(HOST);
  }

  @Test
  void theConfigKnowsNothingOfHowPlayersRunOrGamesAreScheduled() {
    noClasses()
        .that()
        .resideInAPackage(pkg("config"))
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            pkg("isolation"),
            pkg("tournament"),
            pkg("cluster"),
            pkg("cli"),
            pkg("report"),
            pkg("trace"),
            pkg("bench"))
        .check(HOST);
  }

  @Test
  void theStoreKnowsNoYamlNoPlayerAndNoCommand() {
    noClasses()
        .that()
        .resideInAPackage(pkg("store"))
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            pkg("config"),
            pkg("isolation"),
            pkg("cluster"),
            pkg("cli"),
            pkg("report"),
            pkg("tournament"),
            pkg("plugins"))
        .check(HOST);
  }

  @Test
  void theTournamentKnowsVenuesButNotTheCluster() {
    noClasses()
        .that()
        .resideInAPackage(pkg("tournament"))
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(pkg("cluster"), pkg("cli"), pkg("report"))
        .check(HOST);
  }

  @Test
  void playersInProcessesKnowNoScheduleNoStoreAndNoCommand() {
    noClasses()
        .that()
        .resideInAPackage(pkg("isolation"))
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            pkg("tournament"), pkg("store"), pkg("cluster"), pkg("cli"), pkg("report"))
        .check(HOST);
  }

  @Test
  void ggpOverHttpKnowsNoScheduleNoStoreAndNoCommand() {
    noClasses()
        .that()
        .resideInAPackage(pkg("ggp"))
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            pkg("tournament"), pkg("store"), pkg("cluster"), pkg("cli"), pkg("report"))
        .check(HOST);
  }

  @Test
  void onlyTheCommandLineKnowsTheCommandLine() {
    noClasses()
        .that()
        .resideOutsideOfPackage(pkg("cli"))
        .should()
        .dependOnClassesThat()
        .resideInAPackage(pkg("cli"))
        .check(HOST);
  }

  @Test
  void onlyTheCommandLineAndTheClusterKnowTheTuning() {
    // The cluster carries a tuning's sides to its workers (TunedSide, through TuneVenue).
    noClasses()
        .that()
        .resideOutsideOfPackages(pkg("cli"), pkg("tune"), pkg("cluster"))
        .should()
        .dependOnClassesThat()
        .resideInAPackage(pkg("tune"))
        .check(HOST);
  }

  @Test
  void theTuningKnowsVenuesButNotTheCluster() {
    noClasses()
        .that()
        .resideInAPackage(pkg("tune"))
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(pkg("cluster"), pkg("cli"))
        .check(HOST);
  }
}
