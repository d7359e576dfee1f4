from django.contrib.auth.models import User
from django.http import JsonResponse


def find_user(request):
    name = request.GET.get("name", "")
    users = User.objects.raw("SELECT * FROM auth_user WHERE username = '%s'" % name)
    return JsonResponse({"ids": [u.pk for u in users]})
