#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
