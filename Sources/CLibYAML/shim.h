#ifndef SCREENGEN_CLIBYAML_SHIM_H
#define SCREENGEN_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
