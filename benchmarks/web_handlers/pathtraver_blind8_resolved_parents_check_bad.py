from pathlib import Path

from django.http import FileResponse, Http404

ROOT = Path("/srv/exports").resolve()


def export(request, name):
    path = (ROOT / name).resolve()
    if not path.name:
        raise Http404
    return FileResponse(open(path, "rb"))
