import os

from django.http import FileResponse

MANUALS = "/srv/manuals"


def manual(request):
    name = os.path.basename(request.GET.get("name", "index.pdf"))
    return FileResponse(open(os.path.join(MANUALS, name), "rb"))
