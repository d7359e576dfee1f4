from pathlib import Path
from django.http import FileResponse

MEDIA = Path("/srv/media")

def media_file(request):
    return FileResponse(open(MEDIA / request.GET["f"], "rb"))
