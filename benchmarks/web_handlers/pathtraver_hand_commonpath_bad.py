import os
from django.http import FileResponse

MEDIA = "/srv/media"

def media(request):
    rel = request.GET["file"]
    full = os.path.join(MEDIA, rel)
    return FileResponse(open(full, "rb"))
