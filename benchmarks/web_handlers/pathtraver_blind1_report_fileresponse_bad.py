import os

from django.conf import settings
from django.http import FileResponse


def report(request):
    name = request.GET.get("name", "summary.pdf")
    location = os.path.join(settings.MEDIA_ROOT, "reports", name)
    return FileResponse(open(location, "rb"), as_attachment=True)
