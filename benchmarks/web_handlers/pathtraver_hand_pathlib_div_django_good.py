from pathlib import Path
from django.http import FileResponse

MEDIA = Path("/srv/media")

def media_file(request):
    return FileResponse(open(MEDIA / Path(request.GET["f"]).name, "rb"))
