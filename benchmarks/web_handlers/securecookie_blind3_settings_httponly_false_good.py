from django.http import HttpResponse

SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_SECURE = True


def health(request):
    return HttpResponse("ok")
