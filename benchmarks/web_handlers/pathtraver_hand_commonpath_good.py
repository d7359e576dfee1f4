import os
from django.http import FileResponse

MEDIA = "/srv/media"

def media(request):
    rel = request.GET["file"]
    full = os.path.realpath(os.path.join(MEDIA, rel))
    if os.path.commonpath([full, MEDIA]) != MEDIA:
        raise PermissionError(rel)
    return FileResponse(open(full, "rb"))
